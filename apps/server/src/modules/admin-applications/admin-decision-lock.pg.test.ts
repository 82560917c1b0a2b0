import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { bearer, createStaffFixture, signIn } from '../staff/testing/staff-fixture';
import { apply } from './testing/applications';

/**
 * PostgreSQL only (vitest.config.ts leaves *.pg.test.ts out of the PGlite run, whose single connection
 * cannot hold a row lock against another request): a decision meets another admin's uncommitted one on
 * the application's row, waits for it, and is then told the application changed.
 */
describe('an admin decision and another admin’s open transaction', () => {
  let t: TestApp;
  let tokens: [string, string];

  beforeAll(async () => {
    t = await createTestApp();
    const s = await createStaffFixture(t.db);
    const token = await signIn(t.app, s.admin.email);
    tokens = [token, token];
  });
  afterAll(() => t.close());

  const count = async (table: 'restaurants') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a decision waits on the other’s open transaction, then is told the application changed', async () => {
    const id = await apply(t.app, t.db);
    const restaurants = await count('restaurants');
    let settled = false;
    const pending = await t.db.transaction().execute(async (trx) => {
      // Another admin's decision, not committed yet: the row is locked.
      await sql`UPDATE onboarding_applications SET status = 'rejected', version = version + 1
        WHERE public_id = ${id}`.execute(trx);
      const request = t.app
        .inject({
          method: 'POST',
          url: `/api/admin/applications/${id}/approve`,
          headers: bearer(tokens[1]),
          payload: { version: 1 },
        })
        .finally(() => {
          settled = true;
        });
      await sleep(300);
      expect(settled).toBe(false); // waiting on the row
      return { request };
    });
    const res = await pending.request;
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('APPLICATION_CHANGED');
    expect(await count('restaurants')).toBe(restaurants);
  });
});
