import './vitest-node20.ts';
import { defineConfig } from 'vitest/config';

// The tests of the repository's own tooling (the checkers of `npm run check`).
export default defineConfig({
  test: { include: ['*.test.mjs'], environment: 'node', testTimeout: 60_000 },
});
