import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed-demo';
import { setPasswordCostForTests } from '../src/platform/auth/password';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder with migrated.tar and seeded.tar: PGlite data directories every test database starts from. */
    pgliteTemplates: string;
  }
}

/**
 * Migrating a PGlite database takes about 2.6 s and seeding the demo 2 s more; done in every test file, that was
 * a third of the PGlite suite (130 files). Done once per run here, each database is then loaded from the dump.
 */
export default async function setup(project: TestProject) {
  if (process.env.SUFRA_TEST_DB === 'postgres' && process.env.DATABASE_URL) return;
  // The demo's staff hashed at the tests' cost (password-cost.setup.ts), as every other test hash is.
  setPasswordCostForTests('tests');
  const dir = mkdtempSync(join(tmpdir(), 'sufra-pglite-templates-'));
  const pglite = new PGlite('memory://');
  const { db } = createDatabase({ pglite });
  await migrateToLatest(db);
  writeFileSync(
    join(dir, 'migrated.tar'),
    new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()),
  );
  await seedDemoIfEmpty(db);
  writeFileSync(
    join(dir, 'seeded.tar'),
    new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()),
  );
  await pglite.close();
  project.provide('pgliteTemplates', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
