import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database, DB } from './schema';

type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Closes the pool / the PGlite instance. Safe to call twice. */
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  pgliteDataDir?: string;
  /** An existing PGlite instance (tests clone a migrated template). */
  pglite?: PGliteInterface;
  /** PostgreSQL schema to put first in search_path (tests use one fresh schema per app). */
  searchPath?: string;
  poolSize?: number;
}

// pg returns int8 (count(*), sums, the `bigint` money columns of migration 0018) as strings; every int8
// we read fits in a double (order caps keep money below 2^53), so both drivers parse it as a number. PGlite
// already does for safe values (and would answer a BigInt beyond them); its own instances say so explicitly.
const INT8_OID = 20;
const parseInt8 = (v: string) => Number(v);
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** How many distinct statements a process names (each connection then holds at most this many plans). */
const MAX_PREPARED_STATEMENTS = 300;

/**
 * Each parameterised statement gets a name the first time the process sees its text, so pg prepares it once
 * per connection and PostgreSQL parses and plans it once, instead of on every call (docs/performance.md,
 * "Payments"). Statements without parameters (BEGIN, COMMIT, a migration's script) go as they are.
 */
function preparingStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && rest.length === 0) {
        let name = names.get(text);
        if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
          name = `sufra_${names.size}`;
          names.set(text, name);
        }
        if (name !== undefined) return query({ name, text, values });
      }
      return query(text, values, ...rest);
    }) as typeof client.query;
  });
  return pool;
}

function kysely(dialect: PGliteDialect | PostgresDialect): Database {
  // maintainNestedObjectKeys: jsonb payloads keep their own keys; only column/table names are mapped.
  return new Kysely<DB>({ dialect, plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })] });
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  let closed = false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes,
      // Per-schema isolation (tests). Parallel query workers are off there: a worker re-resolves the
      // session's schemas and trips over schemas that parallel test files drop meanwhile.
      ...(options.searchPath
        ? { options: `-c search_path=${options.searchPath} -c max_parallel_workers_per_gather=0` }
        : {}),
    });
    const db = kysely(new PostgresDialect({ pool: preparingStatements(pool) }));
    return {
      db,
      kind: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  const pglite =
    options.pglite ??
    (() => {
      if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
      return new PGlite(dataDir, { parsers: { [INT8_OID]: parseInt8 } });
    })();
  const db = kysely(new PGliteDialect({ pglite }));
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
      // db.destroy() only closes PGlite if Kysely ever used it.
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** PGlite keeps its files in DATA_DIR/pglite. */
export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** True when the database answers a trivial query within `timeoutMs`. */
export async function isDatabaseUp(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      sql`SELECT 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
