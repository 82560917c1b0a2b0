import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, usePostgres } from '../../test/helpers';

// database.ts names each parameterised statement, so PostgreSQL parses and plans it once per connection
// (docs/performance.md, "Payments"). PostgreSQL only (*.pg.test.ts): PGlite has no pool and no protocol.
if (usePostgres)
  describe('statements prepared once per connection (PostgreSQL)', () => {
    it('a statement with parameters is prepared on its connection once and reused; one without is not', async () => {
      const database = await createTestDatabase();
      try {
        await database.db.transaction().execute(async (trx) => {
          const byId = (id: number) =>
            trx.selectFrom('restaurants').select('id').where('id', '=', id).execute();
          await byId(1);
          await byId(2);
          await sql`select count(*) from restaurants`.execute(trx);
          const prepared = await sql<{ name: string; statement: string }>`
            select name, statement from pg_prepared_statements`.execute(trx);
          const ours = prepared.rows.filter((r) => r.statement.includes('"restaurants"'));
          expect(ours).toHaveLength(1);
          expect(ours[0]?.name).toMatch(/^sufra_\d+$/);
          expect(prepared.rows.some((r) => r.statement.includes('count(*)'))).toBe(false);
        });
      } finally {
        await database.close();
      }
    });
  });
