import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias },
  test: {
    // One worker per core. Vitest's default leaves one core to its main thread (a single worker on the 2-core
    // machine), which mostly waits: 245 s → 140 s for the unit project and 54 s → 38 s for the contract one there,
    // every test passing (2026-12-07).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{lib,features,components,mock-api,app,tests,i18n,scripts,server}/**/*.test.{ts,tsx}',
            // The benchmark's own logic; not bench/**, which holds the bare builds and their node_modules.
            'bench/*.test.ts',
            'proxy*.test.ts',
          ],
          exclude: ['**/*.contract.test.ts', 'node_modules/**'],
          environment: 'node',
          // Worker threads, not forked processes: 182 s against 230 s for this project on the 2-core machine, every
          // test passing (2026-11-27); the contract project keeps forks beside its API server.
          pool: 'threads',
          setupFiles: ['tests/unit-setup.ts'],
          // Above the async utilities' ceiling (tests/unit-setup.ts), so a slow signal fails with its own message.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['mock-api/**/*.contract.test.ts'],
          globalSetup: ['tests/contract/global-setup.ts'],
          // One API server for the whole run; test files share it, so they use their own data.
          fileParallelism: true,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
