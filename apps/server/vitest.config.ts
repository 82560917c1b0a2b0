import '../../scripts/vitest-node20.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each app boots a WASM PostgreSQL (PGlite): allow for a slow first start on small machines.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores here: more workers than that only adds WASM start-up contention.
    maxWorkers: 2,
  },
});
