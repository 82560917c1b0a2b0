import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofHeaderFor } from '../orders/testing/requests';
import {
  createPaymentsTestApp,
  gatewayIdOf,
  type PaymentsTestApp,
  payBody,
  paymentWrites,
  payRequest,
  placeTestOrder,
  progressRequest,
  VISA_OK,
} from './testing/payment-fixtures';

describe('POST /api/public/orders/:id/payment: the server computes every amount', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  const pay = async (orderId: string, extra: Record<string, unknown>) => {
    const res = await payRequest(t.app, orderId, payBody(t.fixture, extra));
    return { status: res.statusCode, body: res.json() };
  };

  it('full: the whole VAT-inclusive bill, tip on top, sent to the hosted page', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    expect(order.total).toBe(8600);
    const { status, body } = await pay(order.id, { mode: 'full', tip: { kind: 'percent', percent: 15 } });
    expect(status).toBe(200);
    expect(body.data.payment).toMatchObject({
      status: 'pending',
      amount: 8600,
      tip: 1290,
      total: 9890,
      orderId: order.id,
    });
    expect(body.data.payment.transactionUrl).toMatch(/^\/sandbox\/pay\//);
    const gp = [...t.gatewayCalls.values()].at(-1);
    expect(gp?.size).toBe(1);
  });

  it('the gateway (and its card page) is told the restaurant in both languages and the order number', async () => {
    await t.db
      .updateTable('restaurants')
      .set({ name: 'Najd House', nameAr: 'بيت نجد' })
      .where('id', '=', t.fixture.restaurantId)
      .execute();
    const order = await placeTestOrder(t.app, t.fixture);
    const { body } = await pay(order.id, { mode: 'remaining' });
    const sandbox = await t.db
      .selectFrom('sandboxPayments')
      .select('description')
      .where('id', '=', await gatewayIdOf(t.db, body.data.payment.id))
      .executeTakeFirstOrThrow();
    expect(sandbox.description).toBe(`بيت نجد · Najd House · #${order.orderNumber}`);
  });

  it('tip presets and custom tips are computed on the share', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ kind: 'none' }, 0],
      [{ kind: 'percent', percent: 10 }, 860],
      [{ kind: 'percent', percent: 20 }, 1720],
      [{ kind: 'custom', amount: '7.5' }, 750],
      [{ kind: 'custom', amount: '١٢٫٣٤' }, 1234],
    ];
    for (const [tip, expected] of cases) {
      const order = await placeTestOrder(t.app, t.fixture);
      const { body } = await pay(order.id, { mode: 'remaining', tip });
      expect(body.data.payment.tip).toBe(expected);
      expect(body.data.payment.total).toBe(8600 + expected);
    }
  });

  it('evenly: 1 of 3 is floor(8600/3); the last people close the bill to the halala', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const a = await pay(order.id, {
      mode: 'evenly',
      totalPeople: 3,
      peopleYouPayFor: 1,
      tip: { kind: 'percent', percent: 10 },
    });
    expect(a.body.data.payment).toMatchObject({ amount: 2866, tip: 287 });
    const b = await pay(order.id, { mode: 'evenly', totalPeople: 3, peopleYouPayFor: 1 });
    expect(b.body.data.payment.amount).toBe(2866);
    const c = await pay(order.id, { mode: 'evenly', totalPeople: 3, peopleYouPayFor: 1 });
    expect(c.body.data.payment.amount).toBe(2868);
    const d = await pay(order.id, { mode: 'evenly', totalPeople: 3, peopleYouPayFor: 1 });
    expect(d.status).toBe(404);
    expect(d.body.error.code).toBe('NO_REMAINING_PAYMENTS');
  });

  it('evenly: paying for 2 of 4, then more people than are left is refused', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const a = await pay(order.id, { mode: 'evenly', totalPeople: 4, peopleYouPayFor: 2 });
    expect(a.body.data.payment.amount).toBe(4300);
    const b = await pay(order.id, { mode: 'evenly', totalPeople: 4, peopleYouPayFor: 3 });
    expect(b.status).toBe(422);
    expect(b.body.error.code).toBe('SPLIT_INVALID');
  });

  it('per_item: chosen lines, a shared line split between payers, paid lines refused', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const a = await pay(order.id, { mode: 'per_item', itemIndexes: [1] });
    expect(a.body.data.payment.amount).toBe(2400);
    const again = await pay(order.id, { mode: 'per_item', itemIndexes: [1, 2] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ITEM_ALREADY_PAID');
    // Line 0 (36.00) shared by 3: 12.00 each; line 2 (26.00) shared by 3: 8.66, 8.66, 8.68.
    const shares = {
      itemShares: [
        { index: 0, sharedBy: 3 },
        { index: 2, sharedBy: 3 },
      ],
    };
    const b = await pay(order.id, { mode: 'per_item', itemIndexes: [0, 2], ...shares });
    expect(b.body.data.payment.amount).toBe(1200 + 866);
    // A later payer's sharedBy cannot change the line's split once it started.
    const c = await pay(order.id, {
      mode: 'per_item',
      itemIndexes: [0, 2],
      itemShares: [{ index: 0, sharedBy: 2 }],
    });
    expect(c.body.data.payment.amount).toBe(1200 + 866);
    const d = await pay(order.id, { mode: 'per_item', itemIndexes: [0, 2] });
    expect(d.body.data.payment.amount).toBe(1200 + 868);
    const progress = (await progressRequest(t.app, order.id)).json().data;
    expect(progress).toMatchObject({ paidAmount: 0, reservedAmount: 8600, availableAmount: 0 });
    expect(progress.itemPayments).toEqual([
      { itemIndex: 0, paidAmount: 0, paidShares: 0, reservedShares: 3, sharedBy: 3 },
      { itemIndex: 1, paidAmount: 0, paidShares: 0, reservedShares: 1, sharedBy: 1 },
      { itemIndex: 2, paidAmount: 0, paidShares: 0, reservedShares: 3, sharedBy: 3 },
    ]);
  });

  it('custom: typed amounts parsed exactly, Arabic digits too', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const a = await pay(order.id, { mode: 'custom', customAmount: '12.5' });
    expect(a.body.data.payment.amount).toBe(1250);
    const b = await pay(order.id, { mode: 'custom', customAmount: '٧٣٫٤٠' });
    expect(b.body.data.payment.amount).toBe(7340);
    const c = await pay(order.id, { mode: 'full' });
    expect(c.body.error.code).toBe('AMOUNT_EXCEEDS_BILL');
  });

  it('bad input is a clear 4xx with nothing written', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const before = await paymentWrites(t.db);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ mode: 'custom' }, 422, 'AMOUNT_REQUIRED'],
      [{ mode: 'custom', customAmount: '' }, 422, 'AMOUNT_REQUIRED'],
      [{ mode: 'custom', customAmount: '-1' }, 422, 'AMOUNT_INVALID'],
      [{ mode: 'custom', customAmount: '0' }, 422, 'AMOUNT_INVALID'],
      [{ mode: 'custom', customAmount: '1.234' }, 422, 'AMOUNT_INVALID'],
      [{ mode: 'custom', customAmount: '1e3' }, 422, 'AMOUNT_INVALID'],
      [{ mode: 'custom', customAmount: '86.01' }, 422, 'AMOUNT_EXCEEDS_BILL'],
      [{ mode: 'evenly', totalPeople: 0, peopleYouPayFor: 1 }, 422, 'SPLIT_INVALID'],
      [{ mode: 'evenly', totalPeople: 2, peopleYouPayFor: 3 }, 422, 'SPLIT_INVALID'],
      [{ mode: 'evenly', totalPeople: 2 }, 422, 'SPLIT_INVALID'],
      [{ mode: 'per_item', itemIndexes: [] }, 422, 'SPLIT_ITEMS_REQUIRED'],
      [{ mode: 'per_item', itemIndexes: [9] }, 422, 'SPLIT_INVALID'],
      [{ mode: 'remaining', tip: { kind: 'custom', amount: '-2' } }, 422, 'AMOUNT_INVALID'],
      [{ mode: 'remaining', hash: t.fixture.other.tableHash }, 403, 'FORBIDDEN'],
      [{ mode: 'remaining', hash: 'x' }, 403, 'FORBIDDEN'],
      [{ mode: 'remaining', paymentMethod: 'card_payment' }, 400, 'VALIDATION_FAILED'],
      [{ mode: 'remaining', idempotencyKey: 'tap-1' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [extra, status, code] of cases) {
      const { status: got, body } = await pay(order.id, extra);
      expect({ extra, got, code: body.error?.code }).toEqual({ extra, got: status, code });
    }
    const unknown = await pay(randomUUID(), { mode: 'full' });
    expect(unknown.status).toBe(404);
    expect(await paymentWrites(t.db)).toEqual(before);
  });

  it('a paid order answers ORDER_ALREADY_PAID and shows as paid', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const a = await pay(order.id, { mode: 'full', paymentMethod: 'card_payment', token: 'tok_sandbox_paid' });
    expect(a.body.data.payment).toMatchObject({ status: 'completed', amount: 8600 });
    const b = await pay(order.id, { mode: 'remaining' });
    expect(b.status).toBe(409);
    expect(b.body.error.code).toBe('ORDER_ALREADY_PAID');
    const view = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/orders/${order.id}`,
        headers: await proofHeaderFor(t.app, order.id),
      })
    ).json().data.order;
    expect(view).toMatchObject({ paymentStatus: 'paid', paidAmount: 8600 });
    const progress = (await progressRequest(t.app, order.id)).json().data;
    expect(progress).toMatchObject({
      isFullyPaid: true,
      hasPartialPayments: false,
      progressPercentage: 100,
      remainingAmount: 0,
    });
  });

  it('a double tap (same key) is one payment, one reservation, one gateway call', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const body = payBody(t.fixture, { mode: 'custom', customAmount: '10' });
    const first = (await payRequest(t.app, order.id, body)).json().data.payment;
    const second = (await payRequest(t.app, order.id, { ...body, customAmount: '20' })).json().data.payment;
    expect(second).toEqual(first);
    expect(t.gatewayCalls.get(body.idempotencyKey)?.size).toBe(1);
    const progress = (await progressRequest(t.app, order.id)).json().data;
    expect(progress.reservedAmount).toBe(1000);
    // Settling it and tapping again still answers the same (now completed) payment.
    await t.gateway.submitCard(await gatewayId(first.id), VISA_OK);
    const third = (await payRequest(t.app, order.id, body)).json().data.payment;
    expect(third).toMatchObject({ id: first.id, status: 'completed' });
    // The same key for another order is a conflict, not a payment.
    const other = await placeTestOrder(t.app, t.fixture);
    const clash = await payRequest(t.app, other.id, body);
    expect(clash.statusCode).toBe(409);
  });

  async function gatewayId(publicId: string) {
    const row = await t.db
      .selectFrom('payments')
      .select('gatewayPaymentId')
      .where('publicId', '=', publicId)
      .executeTakeFirstOrThrow();
    return row.gatewayPaymentId as string;
  }

  it('quote answers the same amounts without writing anything', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const before = await paymentWrites(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/orders/${order.id}/payment-quote`,
      payload: {
        hash: t.fixture.table.hash,
        mode: 'evenly',
        totalPeople: 2,
        peopleYouPayFor: 1,
        tip: { kind: 'percent', percent: 10 },
      },
    });
    expect(res.json().data.quote).toEqual({ amount: 4300, tip: 430, total: 4730, availableAmount: 8600 });
    expect(await paymentWrites(t.db)).toEqual(before);
  });
});
