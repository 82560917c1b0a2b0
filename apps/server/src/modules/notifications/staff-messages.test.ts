import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, demoFixture, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/schema';
import { insertOrder, ownerToken } from './notifications.fixtures';

type Status = 'pending' | 'sent' | 'kept' | 'failed';

/** Test data only: messages as deliverSms / deliverMail record them. */
function sms(
  db: Database,
  restaurantId: number,
  n: number,
  extra: { orderId?: number; status?: Status } = {},
) {
  return db
    .insertInto('smsMessages')
    .values({
      restaurantId,
      orderId: extra.orderId ?? null,
      kind: 'sms.order_ready',
      toPhone: `+96650000000${n}`,
      body: `Order #${n} is ready`,
      language: 'en',
      provider: 'outbox',
      status: extra.status ?? 'kept',
      dedupeKey: `test-sms-${restaurantId}-${n}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);
}

function mail(
  db: Database,
  restaurantId: number,
  n: number,
  extra: { orderId?: number; status?: Status } = {},
) {
  return db
    .insertInto('mailMessages')
    .values({
      restaurantId,
      orderId: extra.orderId ?? null,
      kind: 'mail.receipt',
      toEmail: `guest${n}@example.com`,
      subject: `Receipt ${n}`,
      html: '<p>receipt</p>',
      text: 'receipt',
      language: 'ar',
      status: extra.status ?? 'kept',
      dedupeKey: `test-mail-${restaurantId}-${n}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);
}

describe('GET /api/staff/messages', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await (await createTestDatabase({ seed: true })).close();
  });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setup() {
    t = await createTestApp({ seed: true });
    const demo = await demoFixture(t.db);
    const token = await ownerToken(t.db, demo.restaurantId);
    const get = async (query = '', lang = 'en') => {
      const res = await (t as TestApp).app.inject({
        method: 'GET',
        url: `/api/staff/messages${query}`,
        headers: { authorization: `Bearer ${token}`, 'x-sufra-lang': lang },
      });
      return res;
    };
    return { db: t.db, demo, get };
  }

  async function otherRestaurant(db: Database) {
    const other = await db
      .insertInto('restaurants')
      .values({ name: 'Other Place', nameAr: 'مكان آخر', slug: 'other-place-msg' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return other.id;
  }

  it("lists the restaurant's SMS and e-mails newest first, with status and order number, never B's", async () => {
    const { db, demo, get } = await setup();
    const order = await insertOrder(db, {
      restaurantId: demo.restaurantId,
      orderNumber: 17,
      takeawayPointId: demo.takeaway.id,
    });
    const s1 = await sms(db, demo.restaurantId, 1, { orderId: order.id });
    const s2 = await sms(db, demo.restaurantId, 2, { status: 'failed' });
    const m1 = await mail(db, demo.restaurantId, 1, { orderId: order.id, status: 'sent' });
    const b = await otherRestaurant(db);
    const bSms = await sms(db, b, 8);
    const bMail = await mail(db, b, 9);

    const res = await get();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.sms.map((m: { id: number }) => m.id)).toEqual([s2, s1]);
    expect(data.sms[1]).toMatchObject({
      kind: 'sms.order_ready',
      to: '+966500000001',
      body: 'Order #1 is ready',
      language: 'en',
      status: 'kept',
      orderNumber: 17,
    });
    expect(data.sms[0]).toMatchObject({ status: 'failed', orderNumber: null });
    expect(data.mail).toEqual([
      expect.objectContaining({
        id: m1,
        kind: 'mail.receipt',
        to: 'guest1@example.com',
        subject: 'Receipt 1',
        language: 'ar',
        status: 'sent',
        orderNumber: 17,
      }),
    ]);
    expect(data).toMatchObject({ nextSmsBefore: null, nextMailBefore: null });
    const text = JSON.stringify(data);
    expect(text).not.toContain('guest9@example.com');
    expect(text).not.toContain('+966500000008');

    // B's cursors page nothing of B's into A's lists.
    const through = (await get(`?smsBefore=${bSms + 1}&mailBefore=${bMail + 1}`)).json().data;
    expect(JSON.stringify(through)).not.toMatch(/guest9|\+966500000008/);
  });

  it('keeps one channel or one status, and pages each list with its own cursor', async () => {
    const { db, demo, get } = await setup();
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5])
      ids.push(await sms(db, demo.restaurantId, n, { status: n === 3 ? 'failed' : 'kept' }));
    const m1 = await mail(db, demo.restaurantId, 1);
    const m2 = await mail(db, demo.restaurantId, 2, { status: 'failed' });

    const onlySms = (await get('?channel=sms')).json().data;
    expect(onlySms.sms).toHaveLength(5);
    expect(onlySms.mail).toEqual([]);
    const onlyMail = (await get('?channel=mail')).json().data;
    expect(onlyMail.sms).toEqual([]);
    expect(onlyMail.mail.map((m: { id: number }) => m.id)).toEqual([m2, m1]);

    const failed = (await get('?status=failed')).json().data;
    expect(failed.sms.map((m: { id: number }) => m.id)).toEqual([ids[2]]);
    expect(failed.mail.map((m: { id: number }) => m.id)).toEqual([m2]);

    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page = (await get(`?channel=sms&limit=2${before ? `&smsBefore=${before}` : ''}`)).json().data as {
        sms: { id: number }[];
        nextSmsBefore: number | null;
      };
      seen.push(...page.sms.map((m) => m.id));
      before = page.nextSmsBefore;
    } while (before !== null);
    expect(seen).toEqual([...ids].reverse());

    const first = (await get('?limit=1')).json().data;
    expect(first).toMatchObject({ nextSmsBefore: ids[4], nextMailBefore: m2 });
  });

  it('refuses a wrong channel, status, limit or cursor with 400 naming the field, in the caller language', async () => {
    const { get } = await setup();
    for (const [query, field] of [
      ['?channel=fax', 'query.channel'],
      ['?status=lost', 'query.status'],
      ['?limit=0', 'query.limit'],
      ['?limit=500', 'query.limit'],
      ['?smsBefore=x', 'query.smsBefore'],
      ['?mailBefore=0', 'query.mailBefore'],
    ] as const) {
      const res = await get(query, 'ar');
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual([field]);
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
