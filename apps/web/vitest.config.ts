import '../../scripts/vitest-node20.ts';
import { defineConfig } from 'vitest/config';

/**
 * Test files share their worker's modules (a third of the time of fresh modules per file; src/test/setup.ts
 * resets the store and storage before each test). These get fresh modules: which texts the entry registers
 * before any chunk loads is module state itself, and the consoles' guards, from a signed-out first visit,
 * show an empty layout after other console files ran in the same worker (not yet explained). The Reports
 * test replaces chart.js's loader (vi.mock): once another file in the same worker has loaded the real one
 * (the Ratings screen's trend chart does), its charts are drawn by chart.js on jsdom's canvas, never by
 * the fake (seen in a full run on 2026-11-30: "can't acquire context").
 */
const ISOLATED = [
  'src/i18n/console-locales.test.ts',
  'src/app/console-access.test.tsx',
  'src/app/layouts/admin/admin-layout.test.tsx',
  'src/features/console/reports/reports-page.test.tsx',
];

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom + user-event on a busy 2-core machine: a slow test is not a failed one.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2-core machine, where the
    // suite then ran its files one after the other (144 s).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
