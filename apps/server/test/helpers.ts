import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, parseConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { migrations } from '../src/db/migrations/index';
import type { Database } from '../src/db/schema';
import { ABUSE_LIMITS, type AbuseLimitName, type WindowLimit } from '../src/platform/http/abuse-limits';
import { copyDatabase, databaseUrlFor, dropDatabase, withAdmin } from './postgres-templates.global-setup';

/** Runs on PostgreSQL when SUFRA_TEST_DB=postgres and DATABASE_URL is set; on in-memory PGlite otherwise. */
export const usePostgres = process.env.SUFRA_TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);

let dataDir: string | undefined;
/** One scratch DATA_DIR per test process (apps never write the database there: it is in memory). */
function testDataDir(): string {
  dataDir ??= mkdtempSync(join(tmpdir(), 'sufra-data-'));
  return dataDir;
}

/** A config for tests: quiet logs, no web build (unless given), nothing read from the real environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // The imitation printers listen on 127.0.0.1 (modules/printers/testing), which no real printer is on.
    PRINTER_NETWORKS: 'private,127.0.0.1/32',
  });
  return {
    ...base,
    dataDir: testDataDir(),
    webDistDir: join(tmpdir(), 'sufra-no-web-dist'),
    publicUrl: 'http://sufra.test',
    ...overrides,
  };
}

// Migrating and seeding cost seconds: done once per run (pglite-templates.global-setup.ts); each test
// database loads the dump (about 0.5 s, PGlite's start).
const templates = new Map<'migrated' | 'seeded', Blob>();
function pgliteTemplate(kind: 'migrated' | 'seeded'): Blob {
  let template = templates.get(kind);
  if (!template) {
    template = new Blob([readFileSync(join(inject('pgliteTemplates'), `${kind}.tar`))]);
    templates.set(kind, template);
  }
  return template;
}

/** Migrates a test database up to and including `last` (a migration test's "before" state). */
export async function migrateUpTo(db: Database, last: string): Promise<void> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error;
}

/**
 * PGlite zeroes its shared buffers at every start, 128 MB by default: half of a test database's start
 * (about 1 s of CPU, in each of several hundred tests). A test's rows fit in 16 MB.
 */
const TEST_PGLITE = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

/** A test's database, and on the PostgreSQL server its URL (a second process or a LISTEN connects to it). */
export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * A fresh database: a clone of a PGlite template, or on the PostgreSQL server a copy of a template
 * database (postgres-templates.global-setup.ts), dropped on close. `migrate: false` gives an empty one;
 * `seed: true` adds the demo restaurant (seed-demo's code).
 */
export async function createTestDatabase(
  options: { migrate?: boolean; seed?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (usePostgres) {
    const templates = inject('postgresTemplates');
    const name = `${templates.prefix}_${randomBytes(6).toString('hex')}`;
    const template = !migrate ? 'template0' : options.seed ? templates.seeded : templates.migrated;
    await withAdmin((admin) => copyDatabase(admin, name, template));
    const url = databaseUrlFor(name);
    const handle = createDatabase({ databaseUrl: url, poolSize: 4 });
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        await withAdmin((admin) => dropDatabase(admin, name));
      },
    };
  }
  if (!migrate) return createDatabase({ pglite: new PGlite('memory://', TEST_PGLITE) });
  const pglite = new PGlite('memory://', {
    ...TEST_PGLITE,
    loadDataDir: pgliteTemplate(options.seed ? 'seeded' : 'migrated'),
  });
  return createDatabase({ pglite });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The database handle, e.g. to close the database under a running app; its URL on PostgreSQL. */
  database: TestDatabase;
  config: Config;
  close: () => Promise<void>;
}

export interface TestAppOverrides {
  config?: Partial<Config>;
  deps?: Omit<AppDeps, 'database'>;
  /** Seed the demo restaurant (the same code as the real first start). Default false. */
  seed?: boolean;
}

/**
 * Write limits out of the way: one test file places dozens of orders from one address at one table. Tests
 * of the limits themselves pass `deps: { abuseLimits: ABUSE_LIMITS }` (the real numbers).
 */
export const NO_ABUSE_LIMITS = Object.fromEntries(
  Object.entries(ABUSE_LIMITS).map(([name, limit]) => [name, { ...limit, max: 1_000_000 }]),
) as Record<AbuseLimitName, WindowLimit>;

/** A ready app (not listening) on a fresh database; use `app.inject`. Always `await close()`. */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const config = testConfig(overrides.config);
  const database = await createTestDatabase({ seed: overrides.seed ?? false });
  const app = await buildApp(config, { abuseLimits: NO_ABUSE_LIMITS, ...overrides.deps, database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The demo restaurant's ids and QR hashes, for tests that act as a diner. */
export async function demoFixture(db: Database) {
  const restaurant = await db
    .selectFrom('restaurants')
    .select(['id', 'slug'])
    .where('name', '=', 'Najd House')
    .executeTakeFirstOrThrow();
  const tables = await db
    .selectFrom('tables')
    .select(['id', 'number', 'hash'])
    .where('restaurantId', '=', restaurant.id)
    .orderBy('number')
    .execute();
  const takeaway = await db
    .selectFrom('takeawayPoints')
    .select(['id', 'hash'])
    .where('restaurantId', '=', restaurant.id)
    .executeTakeFirstOrThrow();
  return { restaurantId: restaurant.id, slug: restaurant.slug, tables, takeaway };
}
