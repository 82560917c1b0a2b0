import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line } from '../orders/testing/requests';
import {
  gatewayIdOf,
  payBody,
  payRequest,
  placeTestOrder,
  VISA_DECLINED,
  VISA_OK,
  verifyRequest,
} from '../payments/testing/payment-fixtures';
import { insertTestDocument, insertTestEgs } from '../zatca/alerts/alert-documents.test-support';
import { type AdminTestApp, createAdminTestApp } from './platform-testing';
import { riyadhWindows } from './riyadh-days';

describe('Riyadh days', () => {
  it('today starts at midnight in Riyadh (UTC+3); the last 7 days are today and the 6 before', () => {
    // 00:30 on 11 January in Riyadh is still 10 January in UTC.
    expect(riyadhWindows(new Date('2026-01-10T21:30:00Z'))).toEqual({
      todayStart: new Date('2026-01-10T21:00:00Z'),
      weekStart: new Date('2026-01-04T21:00:00Z'),
    });
    expect(riyadhWindows(new Date('2026-01-10T20:59:59Z')).todayStart).toEqual(
      new Date('2026-01-09T21:00:00Z'),
    );
  });
});

/** Issue 13 item 3: the platform at a glance, from real orders and sandbox payments. */
describe('GET /api/admin/overview', { timeout: 120_000 }, () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  const overview = async () => {
    const res = await t.as(t.adminToken, 'GET', '/api/admin/overview');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const cardPay = async (
    orderId: string,
    card: typeof VISA_OK | typeof VISA_DECLINED,
    extra: Record<string, unknown> = {},
  ) => {
    const res = await payRequest(t.app, orderId, payBody(t.s.f, { mode: 'remaining', ...extra }));
    expect(res.statusCode, res.body).toBeLessThan(300);
    const payment = res.json().data.payment as { id: string };
    await t.gateway.submitCard(await gatewayIdOf(t.db, payment.id), card);
    return (await verifyRequest(t.app, payment.id)).json().data.payment as { id: string; status: string };
  };

  it('an empty platform: zeros, no failure rate', async () => {
    expect(await overview()).toEqual({
      restaurants: { active: 2, suspended: 0 },
      applications: expect.objectContaining({ submitted: 0, approved: 0, rejected: 0 }),
      demoRequestsNew: 0,
      today: { orders: 0, paid: 0 },
      last7Days: { orders: 0, paid: 0 },
      paymentFailureRate: null,
      deadJobs: 0,
      einvoices: { unreported: 0, rejected: 0, overdue: 0, restaurantsAffected: 0 },
    });
  });

  it('orders placed and money taken today and over 7 Riyadh days; failed / card attempts; dead jobs', async () => {
    const f = t.s.f;
    // Cash recorded at the table (12.00 + 3.00 tip): money taken, not a card attempt.
    const cash = await placeTestOrder(t.app, f, [line(f.items.juice)]);
    const recorded = await t.as(t.ownerToken, 'POST', '/api/staff/tables/1/payments', {
      method: 'cash',
      amount: 1200,
      tip: 300,
      orderId: cash.id,
      expectedRemaining: 1200,
      idempotencyKey: randomUUID(),
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    // A card paid in full (86.00).
    const first = await placeTestOrder(t.app, f);
    expect((await cardPay(first.id, VISA_OK)).status).toBe('completed');
    // A declined card, then the same bill paid with a 10% tip (86.00 + 8.60).
    const second = await placeTestOrder(t.app, f);
    expect((await cardPay(second.id, VISA_DECLINED)).status).toBe('failed');
    expect((await cardPay(second.id, VISA_OK, { tip: { kind: 'percent', percent: 10 } })).status).toBe(
      'completed',
    );
    // A card page still open: no outcome yet, neither a success nor a failure.
    const third = await placeTestOrder(t.app, f);
    expect((await payRequest(t.app, third.id, payBody(f, { mode: 'full' }))).json().data.payment.status).toBe(
      'pending',
    );

    let figures = await overview();
    expect(figures.today).toEqual({ orders: 4, paid: 1500 + 8600 + 9460 });
    expect(figures.last7Days).toEqual(figures.today);
    expect(figures.paymentFailureRate).toBeCloseTo(1 / 3, 10);

    // Yesterday in Riyadh (one minute before today's midnight) counts in the 7 days only; 7 days ago in neither.
    const { todayStart, weekStart } = riyadhWindows(new Date());
    const minute = 60_000;
    await t.db
      .updateTable('orders')
      .set({ createdAt: new Date(todayStart.getTime() - minute) })
      .where('publicId', '=', first.id)
      .execute();
    await t.db
      .updateTable('payments')
      .set({
        paidAt: new Date(todayStart.getTime() - minute),
        createdAt: new Date(todayStart.getTime() - minute),
      })
      .where('orderId', '=', (await orderRowId(first.id)) as number)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ createdAt: new Date(weekStart.getTime() - minute) })
      .where('publicId', '=', cash.id)
      .execute();
    await t.db
      .updateTable('payments')
      .set({
        paidAt: new Date(weekStart.getTime() - minute),
        createdAt: new Date(weekStart.getTime() - minute),
      })
      .where('orderId', '=', (await orderRowId(cash.id)) as number)
      .execute();
    // A dead outbox job, a new demo request, an application waiting, a suspended restaurant.
    await t.db
      .insertInto('outboxJobs')
      .values({ type: 'test.dead', status: 'dead', attempts: 5, lastError: 'boom' })
      .execute();
    await t.app.inject({
      method: 'POST',
      url: '/api/public/demo-requests',
      payload: { name: 'Dana', email: 'dana@cafe.sa', restaurantName: 'Dana Café' },
    });
    const category = await t.db.selectFrom('businessCategories').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('onboardingApplications')
      .values({
        publicId: randomUUID(),
        name: 'Waiting',
        description: 'd',
        address: 'a',
        phone: '0500000000',
        categoryId: category.id,
      })
      .execute();
    await t.as(t.adminToken, 'POST', `/api/admin/restaurants/${f.other.restaurantId}/suspend`, {
      reason: 'Test',
    });

    figures = await overview();
    expect(figures).toEqual({
      restaurants: { active: 1, suspended: 1 },
      applications: expect.objectContaining({ submitted: 1, approved: 0 }),
      demoRequestsNew: 1,
      today: { orders: 2, paid: 9460 },
      last7Days: { orders: 3, paid: 8600 + 9460 },
      // The moved card attempt is still within the 7 days.
      paymentFailureRate: expect.closeTo(1 / 3, 10),
      deadJobs: 1,
      einvoices: { unreported: 0, rejected: 0, overdue: 0, restaurantsAffected: 0 },
    });
  });

  it('e-invoices across restaurants: waiting, rejected, overdue from 20 hours, the restaurants concerned', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const far = new Date(Date.now() + 365 * 86_400_000);
    const a = { restaurantId: t.s.f.restaurantId, egsId: 0 };
    const b = { restaurantId: t.s.f.other.restaurantId, egsId: 0 };
    a.egsId = await insertTestEgs(t.db, a.restaurantId, far);
    b.egsId = await insertTestEgs(t.db, b.restaurantId, far);
    // A: two waiting (one overdue), one rejected, one reported. B: one waiting, 19 hours old.
    await insertTestDocument(t.db, a, hoursAgo(21));
    await insertTestDocument(t.db, a, hoursAgo(1));
    await insertTestDocument(t.db, a, hoursAgo(3), 'rejected');
    await insertTestDocument(t.db, a, hoursAgo(30), 'reported');
    const young = await insertTestDocument(t.db, b, hoursAgo(19));
    expect((await overview()).einvoices).toEqual({
      unreported: 3,
      rejected: 1,
      overdue: 1,
      restaurantsAffected: 1,
    });

    // Two hours on, B's is overdue too: both restaurants need a look.
    await t.db
      .updateTable('zatcaDocuments')
      .set({ createdAt: hoursAgo(21) })
      .where('id', '=', young.id)
      .execute();
    expect((await overview()).einvoices).toEqual({
      unreported: 3,
      rejected: 1,
      overdue: 2,
      restaurantsAffected: 2,
    });
  });

  const orderRowId = async (publicId: string) =>
    (await t.db.selectFrom('orders').select('id').where('publicId', '=', publicId).executeTakeFirst())?.id;
});
