import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaymentsTestApp,
  lapseReservation,
  type PaymentsTestApp,
  placeTestOrder,
} from '../testing/payment-fixtures';
import { completeOnSandbox, pendingApi, shareBody } from './testing';

/**
 * Issue 8 item 2: a reserved share left on the card page made a 3-way "even" split of 194.40 end as
 * 43.20 / 64.80 / 86.40, and a screen said "Pay 71.28" while 47.52 was charged.
 */
describe('an even split is fixed when it is created', () => {
  let t: PaymentsTestApp;
  let api: ReturnType<typeof pendingApi>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    api = pendingApi(t.app);
  });
  afterAll(() => t.close());

  const newSplit = async (orderId: string, totalPeople: number) => {
    const res = await api.create(t.fixture.restaurantId, {
      kind: 'split',
      orderId,
      hash: t.fixture.table.hash,
      split: { type: 'evenly', totalPeople },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.pendingPayment as { id: string; split: { shareAmount: number } };
  };
  const quote = (pendingId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/pending-payments/${pendingId}/payment-quote`,
      payload: { hash: t.fixture.table.hash, mode: 'evenly', totalPeople: 3, peopleYouPayFor: 1 },
    });
  /** Quote, then pay one person's share: the quote must be exactly what is charged. */
  const payOne = async (pendingId: string) => {
    const q = await quote(pendingId);
    expect(q.statusCode).toBe(200);
    const res = await api.pay(
      pendingId,
      shareBody(t.fixture, { mode: 'evenly', totalPeople: 3, peopleYouPayFor: 1 }),
    );
    expect(res.statusCode).toBe(200);
    const payment = res.json().data.payment as { id: string; amount: number; total: number };
    expect(payment.total).toBe(q.json().data.quote.total);
    return payment;
  };
  /** The diner left the card page and the 10-minute reservation ran out. */
  const lapse = (paymentId: string) => lapseReservation(t.db, paymentId);

  it('a third phone abandoning the card page (even of an older split) never changes the others’ shares', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    expect(order.total).toBe(8600);
    // The third phone opened a split and went to the card page, then left it there.
    const older = await newSplit(order.id, 3);
    const abandoned = await payOne(older.id);
    expect(abandoned.amount).toBe(2866);
    // Two phones start the table's split meanwhile (it replaces the older one): equal shares.
    const split = await newSplit(order.id, 3);
    expect(split.split.shareAmount).toBe(2866);
    const a = await payOne(split.id);
    await lapse(abandoned.id);
    const b = await payOne(split.id);
    expect([a.amount, b.amount]).toEqual([2866, 2866]);
    // The third phone comes back and pays the last share: it takes the rounding remainder.
    const c = await payOne(split.id);
    expect(c.amount).toBe(8600 - 2 * 2866);
    for (const p of [a, b, c])
      expect((await completeOnSandbox(t.app, t.db, t.gateway, p.id)).status).toBe('completed');
    const view = (await api.get(t.fixture.restaurantId, split.id, t.fixture.table.hash)).json().data
      .pendingPayment;
    expect(view).toMatchObject({ isFullyPaid: true, paidAmount: 8600 });
  });

  it('a share reserved and abandoned inside the split leaves every share at its size', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const split = await newSplit(order.id, 3);
    const left = await payOne(split.id);
    const a = await payOne(split.id);
    await lapse(left.id);
    const b = await payOne(split.id);
    const c = await payOne(split.id);
    expect([left.amount, a.amount, b.amount, c.amount]).toEqual([2866, 2866, 2866, 2868]);
  });
});
