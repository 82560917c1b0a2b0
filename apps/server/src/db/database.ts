import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import {
  CamelCasePlugin,
  type Compilable,
  type CompiledQuery,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import { createPool, LAST_STATEMENT } from './pg-pool';
import type { Database, DB } from './schema';

type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Closes the pool / the PGlite instance. Safe to call twice. */
  close: () => Promise<void>;
  /**
   * Who hears of a pooled PostgreSQL connection that broke while idle (the pool drops it and opens another
   * when one is needed); until someone listens, a process warning. PGlite has no connections to lose.
   */
  onIdleConnectionLost: (listener: (err: Error) => void) => void;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  pgliteDataDir?: string;
  /** An existing PGlite instance (tests clone a migrated template). */
  pglite?: PGliteInterface;
  /** PostgreSQL schema to put first in search_path (the benches use one fresh schema per run). */
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

/** The camel-case plugin, its name mapping also runShape's (below). */
class ColumnNames extends CamelCasePlugin {
  columnName(name: string): string {
    return this.camelCase(name);
  }
}
// maintainNestedObjectKeys: jsonb payloads keep their own keys; only column/table names are mapped.
const camelCase = new ColumnNames({ maintainNestedObjectKeys: true });

function kysely(dialect: PGliteDialect | PostgresDialect): Database {
  return new Kysely<DB>({ dialect, plugins: [camelCase] });
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  let closed = false;
  if (options.databaseUrl) {
    let lost = (err: Error) =>
      process.emitWarning(`a pooled PostgreSQL connection broke while idle: ${err.message}`);
    const pool = createPool(
      {
        connectionString: options.databaseUrl,
        max: options.poolSize ?? 10,
        types: pgTypes,
        // Per-schema isolation (the benches). Parallel query workers are off there: a worker re-resolves the
        // session's schemas and trips over schemas dropped meanwhile.
        ...(options.searchPath
          ? { options: `-c search_path=${options.searchPath} -c max_parallel_workers_per_gather=0` }
          : {}),
      },
      (err) => lost(err),
    );
    const db = kysely(new PostgresDialect({ pool }));
    return {
      db,
      kind: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
      onIdleConnectionLost: (listener) => {
        lost = listener;
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
    onIdleConnectionLost: () => {},
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

/**
 * `.modifyEnd(endsTransaction)` marks a statement as its transaction's last: on PostgreSQL, COMMIT is
 * written with it, a round trip less (pg-pool.ts). Only in a transaction the caller began itself, and only
 * when nothing can follow it: what comes after it can no longer undo it.
 */
export const endsTransaction = sql.raw(LAST_STATEMENT);

/** Stands for one argument of a statement while runShape builds its shape. */
class Slot {
  constructor(readonly index: number) {}
}

const shapes = new Map<string, CompiledQuery>();

/**
 * Runs a statement whose SQL text depends on `shape` alone. Kysely builds and compiles it ONCE per process
 * (every shape name is a fixed string of the caller's), with a placeholder for each argument; each call
 * only puts `args` in their places among the compiled parameters. Built afresh, a query costs more Node
 * time than its round trip (a quarter of the pay request's busy time in a profile, docs/performance.md).
 * `build` gets one placeholder per argument and must use each as a plain value: never branch on it,
 * spread it, change it or take its length; whatever else it does must be the same on every call.
 */
export async function runShape<A extends unknown[], R>(
  db: Database,
  shape: string,
  args: readonly [...A],
  build: (...slots: A) => Compilable<R>,
): Promise<R[]> {
  // An object (an expression, a JSON value) is no plain parameter: such a call is built as it comes.
  if (args.some((a) => a !== null && typeof a === 'object' && !(a instanceof Date)))
    return (await db.executeQuery<R>(build(...(args as A)))).rows;
  let compiled = shapes.get(shape) as CompiledQuery<R> | undefined;
  if (compiled === undefined) {
    compiled = build(...(args.map((_, i) => new Slot(i)) as unknown as A)).compile();
    const used = new Set(compiled.parameters.flatMap((p) => (p instanceof Slot ? [p.index] : [])));
    // An argument that did not end as a parameter would be frozen into the shape: a mistake of `build`.
    if (used.size !== args.length) throw new Error(`runShape ${shape}: an argument is not a parameter`);
    shapes.set(shape, compiled);
  }
  const parameters = compiled.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
  // Straight to the connection: the plugins' result pass is the camel-case plugin's, done here with each
  // column's name mapped once per process (the plugin maps every name of every row, on every call).
  const { rows } = await db
    .getExecutor()
    .provideConnection((connection) =>
      connection.executeQuery<Record<string, unknown>>({ ...compiled, parameters }),
    );
  return rows.map(camelRow) as R[];
}

/**
 * A row to insert, as runShape takes it: the columns given (undefined ones left out) name its shape, their
 * values are its arguments, and `row(slots)` puts each placeholder back in its column.
 */
export function rowShape<T extends object>(values: T) {
  const keys = Object.keys(values).filter((k) => values[k as keyof T] !== undefined);
  return {
    columns: keys.join(),
    args: keys.map((k) => values[k as keyof T]),
    row: (slots: readonly unknown[]) => Object.fromEntries(keys.map((k, i) => [k, slots[i]])) as T,
  };
}

const camelNames = new Map<string, string>();

/** A row's column names camel-cased, as the CamelCasePlugin (maintainNestedObjectKeys) would. */
function camelRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name in row) {
    let camel = camelNames.get(name);
    if (camel === undefined) {
      camel = camelCase.columnName(name);
      camelNames.set(name, camel);
    }
    out[camel] = row[name];
  }
  return out;
}
