import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner for every tier; the tier comes from the file suffix.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.unit.test.ts'],
          environment: 'node',
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
          // A whole-app test waits for several screens; on a loaded 2-core machine the first
          // render of a file alone can take seconds (no test asserts a time).
          testTimeout: 20_000,
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
