import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed-demo';
import { setPasswordCostForTests } from '../src/platform/auth/password';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The PostgreSQL pass's databases: every test database is a copy of `migrated` or `seeded`
     * (CREATE DATABASE … TEMPLATE) named `<prefix>_<hex>`; the teardown drops whatever has the prefix.
     */
    postgresTemplates: { prefix: string; migrated: string; seeded: string };
  }
}

/** DATABASE_URL with another database name (the server, user and options stay). */
export function databaseUrlFor(name: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to DATABASE_URL's own database, which CREATE and DROP DATABASE need. */
export async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL as string });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Runs a CREATE DATABASE … TEMPLATE or a DROP DATABASE once no one is connected to the database it names.
 * A pool's close resolves while its connections' goodbyes are still on the wire, so PostgreSQL may answer
 * 55006 ("being accessed by other users") for a few milliseconds after it; forcing them out instead would
 * make each one's client throw. Resolves true, or false when connections remain after about 10 s.
 */
async function onceUnused(admin: pg.Client, statement: string): Promise<boolean> {
  for (let wait = 5; wait < 10_000; wait *= 2) {
    try {
      await admin.query(statement);
      return true;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006') throw err;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return false;
}

/** A new database `name`, a copy of `template` (template0: an empty one). */
export async function copyDatabase(admin: pg.Client, name: string, template: string): Promise<void> {
  if (!(await onceUnused(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`)))
    throw new Error(`${template} is still in use: it cannot be copied`);
}

/** Drops `name`, forcing out only a connection still open after the wait (one a test left open). */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  if (!(await onceUnused(admin, `DROP DATABASE IF EXISTS ${name}`)))
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * On the PostgreSQL server each test file had a schema of its own, migrated from nothing (43 migrations,
 * 0.9–1.5 s) under one advisory lock, since Kysely's migrator trips over schemas that parallel files make
 * and drop: the two workers waited on each other for most of the pass. Migrated and seeded once here, each
 * test database is then a copy (about 0.1 s, no lock: a database is alone in its catalog). The role needs
 * CREATEDB. Names are per run, so two runs on one server do not touch each other's databases.
 */
export default async function setup(project: TestProject) {
  if (!(process.env.SUFRA_TEST_DB === 'postgres' && process.env.DATABASE_URL)) return;
  setPasswordCostForTests('tests');
  // An unquoted name in lower case (no statement here quotes it); PostgreSQL keeps 63 bytes of
  // a name, and the longest here is the prefix and 13 more.
  const base = new URL(process.env.DATABASE_URL).pathname.slice(1).toLowerCase().replace(/\W/g, '_');
  const prefix = `${(base || 'postgres').slice(0, 36)}_${randomBytes(3).toString('hex')}`;
  const templates = { prefix, migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  await withAdmin(async (admin) => {
    await admin.query(`CREATE DATABASE ${templates.migrated}`);
  });
  const migrated = createDatabase({ databaseUrl: databaseUrlFor(templates.migrated), poolSize: 1 });
  await migrateToLatest(migrated.db);
  await migrated.close();
  await withAdmin((admin) => copyDatabase(admin, templates.seeded, templates.migrated));
  const seeded = createDatabase({ databaseUrl: databaseUrlFor(templates.seeded), poolSize: 1 });
  await seedDemoIfEmpty(seeded.db);
  await seeded.close();
  project.provide('postgresTemplates', templates);
  return () =>
    withAdmin(async (admin) => {
      // A file that failed before its close left its database: dropped here with the templates.
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [`${prefix}_`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
}
