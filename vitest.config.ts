import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores: one worker (vitest's default, cores - 1) left ~40 % of the CPU idle while the API
    // files waited on PostgreSQL, and the suite took 28 minutes on a slow machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // On PostgreSQL: the migrations once per run, copied into each test app's schema.
          globalSetup: ['apps/server/test/support/postgres-template.ts'],
          // argon2id hashing dominates; two cores share these files.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
