import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  paymentWrites,
  placeTestOrder,
  progressRequest,
} from '../testing/payment-fixtures';
import { completeOnSandbox, countPendingPayments, pendingApi, shareBody } from './testing';

describe('splits shared by the table (pending payments)', () => {
  let t: PaymentsTestApp;
  let api: ReturnType<typeof pendingApi>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    api = pendingApi(t.app);
  });
  afterAll(() => t.close());

  const split = (orderId: string, totalPeople: number, type = 'evenly') => ({
    kind: 'split',
    orderId,
    hash: t.fixture.table.hash,
    split: { type, totalPeople },
  });
  const tableSplits = async () =>
    (await api.table(t.fixture.restaurantId, 1, t.fixture.table.hash)).json().data.pendingPayments as {
      id: string;
      remainingAmount: number;
    }[];

  it('one phone splits evenly, every phone sees it, a share pays the split’s people whatever is sent', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const created = await api.create(t.fixture.restaurantId, split(order.id, 3));
    expect(created.statusCode).toBe(201);
    const pending = created.json().data.pendingPayment;
    expect(pending).toMatchObject({
      kind: 'split',
      status: 'pending',
      isSplitPayment: true,
      isFullyPaid: false,
      totalAmount: 8600,
      paidAmount: 0,
      remainingAmount: 8600,
      orderId: order.id,
      tableNumber: 1,
      split: { type: 'evenly', totalPeople: 3, peoplePaid: 0, peopleInProgress: 0, shareAmount: 2866 },
      transactions: [],
    });
    expect((await tableSplits()).map((p) => p.id)).toContain(pending.id);

    // The other phone claims 7 people: the split says 3, so one person's share is charged.
    const paid = await api.pay(
      pending.id,
      shareBody(t.fixture, { mode: 'evenly', totalPeople: 7, peopleYouPayFor: 1 }),
    );
    expect(paid.statusCode).toBe(200);
    const payment = paid.json().data.payment;
    expect(payment).toMatchObject({ amount: 2866, pendingPaymentId: pending.id, orderId: order.id });
    const during = (await api.get(t.fixture.restaurantId, pending.id, t.fixture.table.hash)).json().data
      .pendingPayment;
    expect(during).toMatchObject({
      status: 'processing',
      split: { peopleInProgress: 1 },
      availableAmount: 8600 - 2866,
    });

    expect((await completeOnSandbox(t.app, t.db, t.gateway, payment.id)).status).toBe('completed');
    const after = (await api.get(t.fixture.restaurantId, pending.id, t.fixture.table.hash)).json().data
      .pendingPayment;
    expect(after).toMatchObject({
      status: 'pending',
      paidAmount: 2866,
      remainingAmount: 5734,
      split: { peoplePaid: 1, peopleInProgress: 0, shareAmount: 2866 },
      transactions: [{ id: payment.id, status: 'completed', amount: 2866, peoplePaidFor: 1 }],
    });
    // Once a share is paid, the number of people is fixed.
    const patch = await api.patch(t.fixture.restaurantId, pending.id, {
      hash: t.fixture.table.hash,
      split: { type: 'evenly', totalPeople: 4 },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error.code).toBe('SPLIT_IN_PROGRESS');

    // The last two people pay the rest to the halala; the split leaves the table's list.
    const last = (
      await api.pay(pending.id, shareBody(t.fixture, { mode: 'evenly', peopleYouPayFor: 2 }))
    ).json().data.payment;
    expect(last.amount).toBe(5734);
    await completeOnSandbox(t.app, t.db, t.gateway, last.id);
    const done = (await api.get(t.fixture.restaurantId, pending.id, t.fixture.table.hash)).json().data
      .pendingPayment;
    expect(done).toMatchObject({ status: 'completed', isFullyPaid: true, remainingAmount: 0 });
    expect((await tableSplits()).map((p) => p.id)).not.toContain(pending.id);
    expect((await progressRequest(t.app, order.id)).json().data).toMatchObject({
      isFullyPaid: true,
      paidAmount: 8600,
    });
  });

  it('choosing a split again cancels the split in progress; people may change until a share is paid', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const first = (await api.create(t.fixture.restaurantId, split(order.id, 2))).json().data.pendingPayment;
    const patched = await api.patch(t.fixture.restaurantId, first.id, {
      hash: t.fixture.table.hash,
      split: { type: 'evenly', totalPeople: 4 },
    });
    expect(patched.json().data.pendingPayment.split).toMatchObject({ totalPeople: 4, shareAmount: 2150 });
    const second = (await api.create(t.fixture.restaurantId, split(order.id, 5, 'custom'))).json().data
      .pendingPayment;
    const old = (await api.get(t.fixture.restaurantId, first.id, t.fixture.table.hash)).json().data
      .pendingPayment;
    expect(old.status).toBe('cancelled');
    expect(old.availableAmount).toBe(0);
    const ids = (await tableSplits()).map((p) => p.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
    // A cancelled split takes no more payments; nothing is written.
    const before = await paymentWrites(t.db);
    const refused = await api.pay(first.id, shareBody(t.fixture, { mode: 'evenly', peopleYouPayFor: 1 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('SPLIT_INVALID');
    expect(await paymentWrites(t.db)).toEqual(before);
    // A custom share of the new split.
    const custom = await api.pay(second.id, shareBody(t.fixture, { mode: 'custom', customAmount: '10.50' }));
    expect(custom.json().data.payment.amount).toBe(1050);
  });

  it('asks for the table’s hash and the right restaurant; an unknown id is “No pending payment found”', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const pending = (await api.create(t.fixture.restaurantId, split(order.id, 2))).json().data.pendingPayment;
    const wrongHash = await api.get(t.fixture.restaurantId, pending.id, t.fixture.other.tableHash);
    expect(wrongHash.statusCode).toBe(403);
    const otherRestaurant = await api.get(t.fixture.other.restaurantId, pending.id, t.fixture.table.hash);
    expect(otherRestaurant.statusCode).toBe(404);
    const unknown = await api.get(
      t.fixture.restaurantId,
      '7d0a4b8e-8f2a-4c39-9a57-1b2f3c4d5e6f',
      t.fixture.table.hash,
    );
    expect(unknown.json().error).toEqual({
      code: 'PENDING_PAYMENT_NOT_FOUND',
      message: 'No pending payment found',
    });
    const badSplit = await api.create(t.fixture.restaurantId, split(order.id, 0));
    expect(badSplit.statusCode).toBe(422);
    const foreignOrder = await api.create(t.fixture.other.restaurantId, {
      ...split(order.id, 2),
      hash: t.fixture.table.hash,
    });
    expect(foreignOrder.statusCode).toBe(404);
    const tableWrongHash = await api.table(t.fixture.restaurantId, 1, t.fixture.other.tableHash);
    expect(tableWrongHash.statusCode).toBe(403);
  });

  it('a paid order cannot be split, and nothing is written', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const whole = await t.app.inject({
      method: 'POST',
      url: `/api/public/orders/${order.id}/payment`,
      payload: shareBody(t.fixture, { mode: 'full' }),
    });
    await completeOnSandbox(t.app, t.db, t.gateway, whole.json().data.payment.id);
    const count = () => countPendingPayments(t.db);
    const before = await count();
    const res = await api.create(t.fixture.restaurantId, split(order.id, 2));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ORDER_ALREADY_PAID');
    expect(await count()).toBe(before);
  });
});
