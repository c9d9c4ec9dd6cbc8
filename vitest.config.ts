import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/model/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/unit.setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry and CPU-bound: two files at a time on two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // The PostgreSQL server must answer (or is started); one clear line otherwise.
          globalSetup: ['server/test-support/postgres-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
