import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line } from '../../orders/testing/requests';
import { completeOnSandbox } from '../pending/testing';
import { cancelOrder, runRefundJobs } from '../testing/cancel-fixtures';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  paymentWrites,
  payRequest,
  placeTestOrder,
} from '../testing/payment-fixtures';

/** Issue 8 item 10: a table with four open orders had to pay each separately. */
describe("pay the table's bill: every unpaid order in one payment", () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  const base = () => `/api/public/restaurants/${t.fixture.restaurantId}/tables/1/bill`;
  const getBill = async (hash = t.fixture.table.hash) =>
    t.app.inject({ method: 'GET', url: `${base()}?hash=${hash}`, headers: { 'x-sufra-lang': 'en' } });
  const quote = (choice: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${base()}/payment-quote`,
      headers: { 'x-sufra-lang': 'en' },
      payload: { hash: t.fixture.table.hash, ...choice },
    });
  const pay = (choice: Record<string, unknown>, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `${base()}/payment`,
      headers: { 'x-sufra-lang': 'en' },
      payload: {
        hash: t.fixture.table.hash,
        paymentMethod: 'hosted_page',
        idempotencyKey: key,
        ...choice,
      },
    });
  /** Completed money per order, straight from the payments the orders' bills are read from. */
  const paidOf = async (orderId: string) => {
    const row = await t.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.orderId')
      .select((eb) => eb.fn.sum<number>('p.amountHalalas').as('paid'))
      .where('o.publicId', '=', orderId)
      .where('p.status', '=', 'completed')
      .executeTakeFirstOrThrow();
    return Number(row.paid ?? 0);
  };
  /** Closes the table's open orders so each test starts with its own. */
  const clearTable = () =>
    t.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '<>', 'cancelled').execute();
  const twoOrders = async () => {
    await clearTable();
    const a = await placeTestOrder(t.app, t.fixture);
    const b = await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 1)]);
    return { a, b };
  };

  it('a table with two orders pays once: one gateway charge, both orders paid, one invoice with every line', async () => {
    const { a, b } = await twoOrders();
    const bill = (await getBill()).json().data.bill;
    expect(bill.orders.map((o: { id: string }) => o.id)).toEqual([a.id, b.id]);
    expect(bill.totalAmount).toBe(a.total + b.total);
    expect(bill.lines).toHaveLength(4);
    const q = (await quote({ mode: 'remaining', tip: { kind: 'percent', percent: 10 } })).json().data.quote;
    expect(q).toMatchObject({ amount: a.total + b.total, tip: Math.round((a.total + b.total) / 10) });
    const calls = t.gatewayCalls.size;
    const res = await pay({ mode: 'remaining', tip: { kind: 'percent', percent: 10 } });
    expect(res.statusCode).toBe(200);
    const payment = res.json().data.payment;
    expect(payment).toMatchObject({ status: 'pending', amount: q.amount, tip: q.tip, total: q.total });
    expect(t.gatewayCalls.size).toBe(calls + 1);
    const done = await completeOnSandbox(t.app, t.db, t.gateway, payment.id);
    expect(done.status).toBe('completed');
    expect(await paidOf(a.id)).toBe(a.total);
    expect(await paidOf(b.id)).toBe(b.total);
    const invoice = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('publicId', '=', done.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice.lines).toHaveLength(4);
    // Either order's bill lists that one invoice.
    for (const o of [a, b]) {
      const list = await t.app.inject({
        url: `/api/public/orders/${o.id}/invoices`,
        headers: { 'x-sufra-order-key': t.fixture.table.hash },
      });
      expect(list.json().data.invoices.map((i: { id: string }) => i.id)).toEqual([done.invoiceId]);
    }
    expect(invoice.totalHalalas).toBe(a.total + b.total);
    expect(invoice.tipHalalas).toBe(q.tip);
    expect(
      await t.db
        .selectFrom('invoices')
        .select('id')
        .where('paymentId', 'in', (eb) =>
          eb
            .selectFrom('payments')
            .select('id')
            .where('parentPaymentId', '=', invoice.paymentId as number),
        )
        .execute(),
    ).toEqual([]);
    // Nothing left: the table's bill has no unpaid order.
    expect((await getBill()).json().data.bill.orders).toEqual([]);
    expect((await pay({ mode: 'remaining' })).json().error.code).toBe('NO_REMAINING_PAYMENTS');
  });

  it('counts what single-order payments hold, and a table share holds each order like a direct one', async () => {
    const { a, b } = await twoOrders();
    // Someone pays part of order A directly and is on the card page.
    const direct = await payRequest(t.app, a.id, {
      hash: t.fixture.table.hash,
      paymentMethod: 'hosted_page',
      idempotencyKey: randomUUID(),
      mode: 'custom',
      customAmount: '10.00',
    });
    expect(direct.statusCode).toBe(200);
    const all = (await quote({ mode: 'remaining' })).json().data.quote;
    expect(all.amount).toBe(a.total + b.total - 1000);
    // Custom, oldest order first: 80.00 fills what A has left (76.00), then 4.00 of B.
    const custom = await pay({ mode: 'custom', customAmount: '80.00' });
    expect(custom.statusCode).toBe(200);
    const parts = await t.db
      .selectFrom('payments')
      .select(['orderId', 'amountHalalas'])
      .where('parentPaymentId', 'is not', null)
      .where('parentPaymentId', '=', (eb) =>
        eb.selectFrom('payments').select('id').where('publicId', '=', custom.json().data.payment.id),
      )
      .orderBy('orderId')
      .execute();
    expect(parts.map((p) => p.amountHalalas)).toEqual([a.total - 1000, 8000 - (a.total - 1000)]);
    // Order A is fully held now: paying it directly is refused.
    const refused = await payRequest(t.app, a.id, {
      hash: t.fixture.table.hash,
      paymentMethod: 'hosted_page',
      idempotencyKey: randomUUID(),
      mode: 'remaining',
    });
    expect(refused.json().error.code).toBe('NO_REMAINING_PAYMENTS');
  });

  it('splits evenly across the table; a third phone abandoning the card page changes no share', async () => {
    const { a, b } = await twoOrders();
    const total = a.total + b.total;
    const even = { mode: 'evenly', totalPeople: 3, peopleYouPayFor: 1 };
    const left = (await pay(even)).json().data.payment;
    expect(left.amount).toBe(Math.floor(total / 3));
    await t.db
      .updateTable('payments')
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where((eb) =>
        eb.or([
          eb('publicId', '=', left.id),
          eb('parentPaymentId', '=', eb.selectFrom('payments').select('id').where('publicId', '=', left.id)),
        ]),
      )
      .execute();
    const first = (await pay(even)).json().data.payment;
    const second = (await pay(even)).json().data.payment;
    const last = (await pay(even)).json().data.payment;
    expect([first.amount, second.amount]).toEqual([Math.floor(total / 3), Math.floor(total / 3)]);
    expect(first.amount + second.amount + last.amount).toBe(total);
    for (const p of [first, second, last])
      expect((await completeOnSandbox(t.app, t.db, t.gateway, p.id)).status).toBe('completed');
    expect(await paidOf(a.id)).toBe(a.total);
    expect(await paidOf(b.id)).toBe(b.total);
  });

  it("an even split is the sitting's: the shares an earlier party paid at the table neither count nor fix the base", async () => {
    const even = { mode: 'evenly', totalPeople: 2, peopleYouPayFor: 1 };
    const earlier = await twoOrders();
    for (const share of [(await pay(even)).json().data.payment, (await pay(even)).json().data.payment])
      expect((await completeOnSandbox(t.app, t.db, t.gateway, share.id)).status).toBe('completed');
    expect(await paidOf(earlier.a.id)).toBe(earlier.a.total);
    // The party leaves (their orders done); the next party orders one juice at the same table.
    await t.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('status', '<>', 'cancelled')
      .execute();
    const next = await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 1)]);
    const q = (await quote(even)).json();
    expect(q.data?.quote?.amount, JSON.stringify(q)).toBe(Math.floor(next.total / 2));
    const first = (await pay(even)).json().data.payment;
    const last = (await pay(even)).json().data.payment;
    expect(first.amount + last.amount).toBe(next.total);
  });

  it('staff cancelling one order of a paid table payment refunds its part through the table payment', async () => {
    const { a, b } = await twoOrders();
    const res = await pay({ mode: 'remaining', paymentMethod: 'card_payment', token: 'tok_sandbox_paid' });
    expect(res.json().data.payment.status).toBe('completed');
    const cancel = await cancelOrder(t, b.id);
    expect(cancel.status).toBe(200);
    expect(cancel.refund).toMatchObject({ amount: b.total, shares: 1 });
    await runRefundJobs(t);
    const gateway = await t.db
      .selectFrom('sandboxPayments')
      .select(['status', 'refundedHalalas'])
      .where('givenId', '=', (eb) =>
        eb
          .selectFrom('payments')
          .select(sql<string>`idempotency_key::uuid`.as('k'))
          .where('publicId', '=', res.json().data.payment.id),
      )
      .executeTakeFirstOrThrow();
    expect(gateway).toMatchObject({ status: 'refunded', refundedHalalas: b.total });
    expect(await paidOf(a.id)).toBe(a.total);
  });

  it('per item across the table: lines of both orders in one payment; refusals write nothing', async () => {
    const { a, b } = await twoOrders();
    const bill = (await getBill()).json().data.bill;
    const lastOfA = bill.lines.findLast((l: { orderId: string }) => l.orderId === a.id);
    const juice = bill.lines.find((l: { orderId: string }) => l.orderId === b.id);
    const res = await pay({ mode: 'per_item', itemIndexes: [lastOfA.index, juice.index] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment.amount).toBe(lastOfA.lineTotal + juice.lineTotal);
    const after = (await getBill()).json().data.bill;
    expect(after.lines[juice.index]).toMatchObject({ reservedShares: 1 });

    const before = await paymentWrites(t.db);
    expect((await pay({ mode: 'per_item', itemIndexes: [juice.index] })).json().error.code).toBe(
      'ITEM_ALREADY_PAID',
    );
    expect((await pay({ mode: 'custom', customAmount: '9999' })).json().error.code).toBe(
      'AMOUNT_EXCEEDS_BILL',
    );
    expect((await getBill('x'.repeat(22))).statusCode).toBeGreaterThanOrEqual(400);
    expect(await paymentWrites(t.db)).toEqual(before);
  });
});
