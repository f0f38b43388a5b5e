import { configDefaults, defineConfig } from 'vitest/config';

// API test files that replace a module with vi.mock: a mock outlives its file in a shared worker.
const mockingApiTests = ['apps/server/test/workOrders/numbers.test.ts'];
const apiTests = {
  environment: 'node',
  // argon2id hashing dominates; two cores share these files.
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

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
          exclude: [...configDefaults.exclude, ...mockingApiTests],
          ...apiTests,
          // One worker process runs file after file with its modules loaded once: importing the server
          // (every capability, its schemas and phrases) took ~2 s of CPU per file, about as much as the
          // tests of a small file. Each test boots its own app on its own database, so files share no
          // state but module caches; a file that mocks a module runs in 'api-isolated'.
          isolate: false,
          // On PostgreSQL: the migrations once per run, copied into each test app's schema.
          globalSetup: ['apps/server/test/support/postgres-template.ts'],
        },
      },
      {
        test: { name: 'api-isolated', include: mockingApiTests, ...apiTests },
      },
    ],
  },
});
