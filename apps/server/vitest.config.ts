import '../../scripts/vitest-node20.ts';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Crash tests kill real server processes on a PostgreSQL server, and *.pg.test.ts need a second
    // connection (row locks between requests): only in the PostgreSQL run.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.SUFRA_TEST_DB === 'postgres' ? [] : ['test/crash/**', '**/*.pg.test.ts']),
    ],
    environment: 'node',
    // Each app boots a WASM PostgreSQL (PGlite): allow for a slow first start on small machines.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores here: more workers than that only adds WASM start-up contention.
    maxWorkers: 2,
  },
});
