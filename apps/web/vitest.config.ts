import '../../scripts/vitest-node20.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom + user-event on a busy 2-core machine: a slow test is not a failed one.
    testTimeout: 20_000,
  },
});
