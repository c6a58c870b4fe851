import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: faults and bad input against the real app (processes killed and
 * restarted, PostgreSQL stopped under load, malformed requests, the access matrix). One file at
 * a time: several start servers and databases of their own. Timeouts only guard against a hang.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['tests/reliability/**/*.reliability.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
