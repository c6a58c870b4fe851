import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner for every tier; the tier comes from the file suffix. Test timeouts only guard
// against a hang (a loaded CI machine is slow, not broken): speed is measured by `npm run bench`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['tests/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'frontend',
          include: ['tests/frontend/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/frontend/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/build-frontend.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
