import '../../scripts/vitest-node20.ts';
import { configDefaults, defineConfig } from 'vitest/config';

const ZATCA_WITHOUT_DATABASE = ['document', 'signing', 'egs', 'fatoora', 'testing'].map(
  (part) => `src/modules/zatca/${part}/**`,
);
// Each starts the server or a script as a process of its own on a PGlite data directory, never on
// DATABASE_URL (process.test-support.ts gives children a clean environment): the same run in both passes.
const OWN_PROCESS_ON_PGLITE = [
  'test/production-start.test.ts',
  'test/demo-links-starting.test.ts',
  'test/admin-create.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Crash tests kill real server processes on a PostgreSQL server, and *.pg.test.ts need a second
    // connection (row locks between requests): only in the PostgreSQL run.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.SUFRA_TEST_DB === 'postgres'
        ? // ZATCA's documents, stamps, CSRs and Fatoora client never touch a database, and the tests of
          // processes of their own never touch DATABASE_URL: the PGlite pass has run them, and a second
          // pass would only spend CI's minutes (about a minute of CPU each).
          [...ZATCA_WITHOUT_DATABASE, ...OWN_PROCESS_ON_PGLITE]
        : ['test/crash/**', '**/*.pg.test.ts']),
    ],
    environment: 'node',
    // The migrated and seeded databases every test database copies, made once per run on PGlite or on the
    // PostgreSQL server (test/*-templates.global-setup.ts); ZATCA's rules compiled once per machine before
    // any test asks the Fatoora imitation to check a document.
    globalSetup: [
      'test/pglite-templates.global-setup.ts',
      'test/postgres-templates.global-setup.ts',
      'test/zatca-rules.global-setup.ts',
    ],
    setupFiles: ['test/password-cost.setup.ts'],
    // Each app boots a WASM PostgreSQL (PGlite): allow for a slow first start on small machines.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files share their worker's modules: each file still makes its own apps and databases (test/helpers.ts), and
    // nothing here mocks modules; re-importing the app for each of 130 files was a fifth of the run.
    isolate: false,
    // Two cores here: more workers than that only adds WASM start-up contention.
    maxWorkers: 2,
  },
});
