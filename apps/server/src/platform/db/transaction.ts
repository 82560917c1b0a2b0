import type { Database } from '../../db/schema';

/**
 * Runs `fn` in one transaction: a service call = one transaction. When `db` is already a transaction
 * (a service calling another module's service), `fn` joins it instead of nesting.
 */
export function inTransaction<T>(db: Database, fn: (trx: Database) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute(fn);
}
