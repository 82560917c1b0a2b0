import { Socket } from 'node:net';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, usePostgres } from '../../test/helpers';
import { createDatabase, endsTransaction } from './database';
import { createPool } from './pg-pool';

// pg-pool.ts writes a transaction's BEGIN with its first statement, and COMMIT with a statement marked as
// its last. PostgreSQL only (*.pg.test.ts): PGlite has no socket (the mark is a comment there).
if (usePostgres)
  describe("a transaction's BEGIN rides with its first statement (PostgreSQL)", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ migrate: false });
      await sql`create table probe (n int not null)`.execute(database.db);
    });
    afterAll(() => database.close());

    /** The transaction's id as each statement sees it: one transaction answers one id. */
    const txid = (db: TestDatabase['db']) =>
      sql<{ id: string }>`select txid_current()::text as id where ${1} = 1`
        .execute(db)
        .then((r) => r.rows[0]?.id);

    /** Writes on every socket while `fn` runs (a corked burst of messages is one write). */
    async function writesDuring(fn: () => Promise<unknown>): Promise<number> {
      const write = vi.spyOn(Socket.prototype, '_write');
      const writev = vi.spyOn(Socket.prototype, '_writev');
      try {
        await fn();
        return write.mock.calls.length + writev.mock.calls.length;
      } finally {
        write.mockRestore();
        writev.mockRestore();
      }
    }

    it('BEGIN and the first statement leave in one write: a two-statement transaction is three', async () => {
      await txid(database.db); // a connection in the pool, the statement prepared on it
      const writes = await writesDuring(() =>
        database.db.transaction().execute(async (trx) => {
          await txid(trx);
          await txid(trx);
        }),
      );
      expect(writes).toBe(3); // BEGIN + the first; the second; COMMIT
    });

    it('the first statement is inside the transaction: it sees the same transaction as the next, and a rollback undoes it', async () => {
      const [first, second] = await database.db
        .transaction()
        .execute(async (trx) => [await txid(trx), await txid(trx)]);
      expect(first).toBeDefined();
      expect(second).toBe(first);

      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`insert into probe (n) values (${1})`.execute(trx);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const rows = await sql<{ n: number }>`select n from probe`.execute(database.db);
      expect(rows.rows).toEqual([]);
    });

    it('a first statement written a moment later still runs inside the transaction', async () => {
      const [first, second] = await database.db.transaction().execute(async (trx) => {
        await new Promise((resolve) => setTimeout(resolve, 20)); // BEGIN has gone out alone meanwhile
        return [await txid(trx), await txid(trx)];
      });
      expect(second).toBe(first);
    });

    it('a failing first statement fails the transaction with its own error; the connection serves the next', async () => {
      await expect(
        database.db.transaction().execute((trx) => sql`select 1 / ${0} as x`.execute(trx)),
      ).rejects.toThrow(/division by zero/);
      // An empty transaction, then one that writes: every connection of the pool is left clean.
      await database.db.transaction().execute(async () => {});
      await database.db.transaction().execute(async (trx) => {
        await sql`insert into probe (n) values (${2})`.execute(trx);
      });
      const rows = await sql<{ n: number }>`select n from probe`.execute(database.db);
      expect(rows.rows).toEqual([{ n: 2 }]);
    });
    const probes = async () =>
      (await sql<{ n: number }>`select n from probe order by n`.execute(database.db)).rows.map((r) => r.n);
    const insert = (db: TestDatabase['db'], n: number, last = false) =>
      last
        ? sql`insert into probe (n) values (${n}) ${endsTransaction}`.execute(db)
        : sql`insert into probe (n) values (${n})`.execute(db);

    it("a statement marked as its transaction's last takes COMMIT with it: two statements, two writes", async () => {
      await sql`delete from probe`.execute(database.db);
      const writes = await writesDuring(() =>
        database.db.transaction().execute(async (trx) => {
          await insert(trx, 10);
          await insert(trx, 11, true);
        }),
      );
      expect(writes).toBe(2); // BEGIN + the first; the last + COMMIT
      expect(await probes()).toEqual([10, 11]);
    });

    it('a last statement that fails takes the whole transaction back, with its own error', async () => {
      await sql`delete from probe`.execute(database.db);
      await expect(
        database.db.transaction().execute(async (trx) => {
          await insert(trx, 20);
          await sql`select 1 / ${0} as x ${endsTransaction}`.execute(trx);
        }),
      ).rejects.toThrow(/division by zero/);
      expect(await probes()).toEqual([]);
      // The connection is clean for the next transaction.
      await database.db.transaction().execute((trx) => insert(trx, 21, true));
      expect(await probes()).toEqual([21]);
    });

    it('a statement after the last is refused, never run outside the transaction; the last committed', async () => {
      await sql`delete from probe`.execute(database.db);
      await expect(
        database.db.transaction().execute(async (trx) => {
          await insert(trx, 30, true);
          await insert(trx, 31);
        }),
      ).rejects.toThrow(/after its transaction's last/);
      expect(await probes()).toEqual([30]);
    });

    it('outside a transaction the mark is only a comment', async () => {
      await sql`delete from probe`.execute(database.db);
      await insert(database.db, 40, true);
      await insert(database.db, 41);
      expect(await probes()).toEqual([40, 41]);
    });
  });

// The pool keeps its connections (pg-pool.ts): a quiet restaurant's next tap finds a connection whose
// backend has read the catalog and planned the statements already; one that breaks while idle is dropped,
// reported and replaced, and the process goes on.
if (usePostgres)
  describe('the pool keeps its connections open while idle (PostgreSQL)', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ migrate: false });
    });
    afterAll(() => database.close());

    const backendOf = (pool: pg.Pool) =>
      pool.query<{ pid: number }>('select pg_backend_pid() as pid').then((r) => r.rows[0]?.pid);

    it("a connection idle for longer than the pool's idle timeout is still the one that answers", async () => {
      const pool = createPool({ connectionString: database.url, max: 2, idleTimeoutMillis: 20 }, () => {});
      try {
        const first = await backendOf(pool);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(pool.totalCount).toBe(1);
        expect(await backendOf(pool)).toBe(first);
      } finally {
        await pool.end();
      }
    });

    it('an idle connection that breaks is reported and replaced; the next statement runs on a new one', async () => {
      const lost: Error[] = [];
      const handle = createDatabase({ databaseUrl: database.url, poolSize: 2 });
      handle.onIdleConnectionLost((err) => lost.push(err));
      const backend = () =>
        sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db).then((r) => r.rows[0]?.pid);
      try {
        const first = await backend();
        await sql`select pg_terminate_backend(${first}::int)`.execute(database.db);
        await vi.waitFor(() => expect(lost).toHaveLength(1));
        expect(lost[0]?.message).toMatch(/terminat/);
        const next = await backend();
        expect(next).toBeTypeOf('number');
        expect(next).not.toBe(first);
      } finally {
        await handle.close();
      }
    });
  });
