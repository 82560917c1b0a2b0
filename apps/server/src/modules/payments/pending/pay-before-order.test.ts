import { ORDER_CREATION_MAX_ATTEMPTS } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementFollowUp } from '../../../flows/settle-payment.flow';
import { createOrderFixture, type OrderFixture } from '../../orders/testing/fixtures';
import { line, placeOrderRequest, proofHeaderFor, tableOrder } from '../../orders/testing/requests';
import { REFUND_REQUIRED_JOB } from '../payments-context';
import { gatewaysOf } from '../testing/gateways';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  paymentWrites,
  verifyRequest,
} from '../testing/payment-fixtures';
import {
  CREATE_ORDER_JOB,
  orderAfterPaymentJobHandlers,
  REFUND_IF_NO_ORDER_JOB,
} from './order-after-payment.service';
import { completeOnSandbox, countPendingPayments, pendingApi, shareBody } from './testing';

describe('payment before order: the order is created from the paid cart', () => {
  let t: PaymentsTestApp;
  let f: OrderFixture;
  let api: ReturnType<typeof pendingApi>;
  const ctx = () => ({
    db: t.db,
    events: t.events,
    gateways: gatewaysOf(t.db, t.gateway),
    followUp: settlementFollowUp,
  });
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    f = await createOrderFixture(t.db, { requirePaymentBeforeOrder: true, capacity: 500 });
    api = pendingApi(t.app);
  });
  afterAll(() => t.close());

  /** burger large + cheese (25 + 5 + 3 = 33.00) and a juice (12.00): 45.00 SAR, VAT included. */
  const cart = (extra: Record<string, unknown> = {}) =>
    tableOrder(f, [line(f.items.burger, [f.options.large, f.options.cheese]), line(f.items.juice)], extra);
  const startCart = async () => {
    const res = await api.create(f.restaurantId, { kind: 'pay_before_order', order: cart() });
    expect(res.statusCode).toBe(201);
    return res.json().data.pendingPayment as { id: string; totalAmount: number };
  };
  const view = async (id: string) =>
    (await api.get(f.restaurantId, id, f.table.hash)).json().data.pendingPayment;
  const payWhole = async (id: string, extra: Record<string, unknown> = {}) => {
    const res = await api.pay(id, shareBody(f, { mode: 'full', ...extra }));
    expect(res.statusCode).toBe(200);
    return completeOnSandbox(t.app, t.db, t.gateway, res.json().data.payment.id);
  };
  const setJuiceAvailable = (isAvailable: boolean) =>
    t.db.updateTable('menuItems').set({ isAvailable }).where('id', '=', f.items.juice).execute();
  const ordersOf = async () =>
    t.db.selectFrom('orders').select(['id', 'publicId']).where('restaurantId', '=', f.restaurantId).execute();
  const job = (type: string, payload: { pendingPaymentId: number }) => ({
    id: 0,
    type,
    payload,
    attempt: 1,
    maxAttempts: 5,
  });

  /** Runs one of the paid-cart jobs for a pending payment, as the outbox worker would. */
  const runJob = async (type: typeof CREATE_ORDER_JOB | typeof REFUND_IF_NO_ORDER_JOB, publicId: string) => {
    const { id } = await t.db
      .selectFrom('pendingPayments')
      .select('id')
      .where('publicId', '=', publicId)
      .executeTakeFirstOrThrow();
    await orderAfterPaymentJobHandlers(ctx)[type]!(job(type, { pendingPaymentId: id }));
  };

  it('refuses a direct order, takes the cart’s price from the menu, and creates the order once paid', async () => {
    const direct = await placeOrderRequest(t.app, f.restaurantId, cart());
    expect(direct.json().error.code).toBe('PAYMENT_REQUIRED_FIRST');

    const res = await api.create(f.restaurantId, {
      kind: 'pay_before_order',
      order: cart({ total: 1, subtotal: 1, discount: 4500 }),
    });
    const pending = res.json().data.pendingPayment;
    expect(pending).toMatchObject({
      kind: 'pay_before_order',
      status: 'pending',
      isSplitPayment: false,
      totalAmount: 4500,
      orderId: null,
      split: null,
      orderCreation: {
        status: 'waiting',
        attempts: 0,
        maxAttempts: ORDER_CREATION_MAX_ATTEMPTS,
        errorCode: null,
        errorParams: null,
        canRetry: false,
        retryUntil: null,
      },
      refund: null,
    });
    // A cart is paid whole: a split share is refused and nothing is written.
    const before = await paymentWrites(t.db);
    const share = await api.pay(
      pending.id,
      shareBody(f, { mode: 'evenly', totalPeople: 2, peopleYouPayFor: 1 }),
    );
    expect(share.json().error.code).toBe('SPLIT_INVALID');
    expect(await paymentWrites(t.db)).toEqual(before);

    const payment = await payWhole(pending.id, { tip: { kind: 'percent', percent: 10 } });
    expect(payment).toMatchObject({
      status: 'completed',
      amount: 4500,
      tip: 450,
      pendingPaymentId: pending.id,
    });
    const done = await view(pending.id);
    expect(done).toMatchObject({
      status: 'completed',
      isFullyPaid: true,
      orderCreation: { status: 'created', attempts: 1, errorCode: null },
      refund: null,
    });
    expect(done.orderId).toEqual(expect.any(String));
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/public/orders/${done.orderId}`,
        headers: await proofHeaderFor(t.app, done.orderId),
      })
    ).json().data.order;
    expect(order).toMatchObject({ total: 4500, paymentStatus: 'paid', orderNumber: done.orderNumber });
    // The payment now names its order and has its invoice.
    const verified = (await verifyRequest(t.app, payment.id)).json().data.payment;
    expect(verified.orderId).toBe(done.orderId);
    expect(verified.invoiceId).toEqual(expect.any(String));

    // The job queued with the settle finds the order created; replays change nothing.
    await orderAfterPaymentJobHandlers(ctx)[CREATE_ORDER_JOB]!(
      job(CREATE_ORDER_JOB, { pendingPaymentId: 0 }),
    );
    await runJob(CREATE_ORDER_JOB, pending.id);
    await verifyRequest(t.app, payment.id);
    expect((await ordersOf()).filter((o) => o.publicId === done.orderId)).toHaveLength(1);
    expect(await ordersOf()).toHaveLength(1);
    const again = await api.pay(pending.id, shareBody(f, { mode: 'full' }));
    expect(again.json().error.code).toBe('ORDER_ALREADY_PAID');
  });

  it('a failed creation says why, keeps the money for a retry, and the retry creates the order', async () => {
    const pending = await startCart();
    await setJuiceAvailable(false);
    await payWhole(pending.id);
    const failed = await view(pending.id);
    // Retryable, and no refund yet: it is issued only once no retry can create the order.
    expect(failed).toMatchObject({
      status: 'completed',
      orderId: null,
      orderCreation: { status: 'failed', attempts: 1, errorCode: 'ITEM_SOLD_OUT', canRetry: true },
      refund: null,
    });
    expect(Date.parse(failed.orderCreation.retryUntil) - Date.now()).toBeGreaterThan(9 * 60_000);
    const stillFailing = (await api.retry(pending.id, f.table.hash)).json().data.pendingPayment;
    expect(stillFailing.orderCreation).toMatchObject({ status: 'failed', attempts: 2, canRetry: true });
    expect(stillFailing.refund).toBeNull();
    await setJuiceAvailable(true);
    const created = (await api.retry(pending.id, f.table.hash)).json().data.pendingPayment;
    expect(created).toMatchObject({ orderCreation: { status: 'created', attempts: 3 }, refund: null });
    // The refund that was due finds the order and does nothing.
    await runJob(REFUND_IF_NO_ORDER_JOB, pending.id);
    expect((await view(pending.id)).orderCreation.status).toBe('created');
  });

  it('refunds when the last attempt fails, or when the refund falls due; then no more retries', async () => {
    const exhausted = await startCart();
    await setJuiceAvailable(false);
    await payWhole(exhausted.id);
    for (let i = 2; i <= ORDER_CREATION_MAX_ATTEMPTS; i++) await api.retry(exhausted.id, f.table.hash);
    const refunded = await view(exhausted.id);
    expect(refunded).toMatchObject({
      status: 'cancelled',
      orderId: null,
      orderCreation: {
        status: 'failed',
        attempts: ORDER_CREATION_MAX_ATTEMPTS,
        canRetry: false,
        retryUntil: null,
      },
      refund: { amount: 4500, status: 'pending' },
      transactions: [{ status: 'voided' }],
    });
    const closed = await api.retry(exhausted.id, f.table.hash);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toEqual({
      code: 'ORDER_CREATION_CLOSED',
      message: 'This order could not be created. The amount you paid is being refunded to your card.',
    });
    const refundJobs = await t.db
      .selectFrom('outboxJobs')
      .select('payload')
      .where('type', '=', REFUND_REQUIRED_JOB)
      .execute();
    expect(refundJobs.map((j) => j.payload)).toContainEqual(
      expect.objectContaining({ amount: 4500, reason: 'order_failed' }),
    );

    await setJuiceAvailable(true);
    const due = await startCart();
    await setJuiceAvailable(false);
    await payWhole(due.id);
    await runJob(REFUND_IF_NO_ORDER_JOB, due.id);
    expect(await view(due.id)).toMatchObject({
      status: 'cancelled',
      orderCreation: { canRetry: false },
      refund: { status: 'pending' },
    });
    expect((await ordersOf()).length).toBe(0 + (await ordersOf()).length);
    await setJuiceAvailable(true);
  });

  it('a full table names its count; once the refund falls due a retry refunds instead of ordering', async () => {
    // One place left at the table (earlier tests left orders open there).
    const open = (
      await t.db
        .selectFrom('orders')
        .select('id')
        .where('restaurantId', '=', f.restaurantId)
        .where('type', '=', 'table')
        .where('status', 'in', ['pending', 'confirmed', 'preparing', 'ready'])
        .execute()
    ).length;
    await t.db
      .updateTable('tables')
      .set({ capacity: open + 1 })
      .where('restaurantId', '=', f.restaurantId)
      .execute();
    try {
      const first = await startCart();
      const second = await startCart();
      await payWhole(first.id);
      expect((await view(first.id)).orderCreation.status).toBe('created');
      await payWhole(second.id);
      // The second cart finds the table full: the text's numbers travel with the code.
      const full = await view(second.id);
      expect(full.orderCreation).toMatchObject({
        status: 'failed',
        errorCode: 'TABLE_AT_CAPACITY',
        errorParams: { current: open + 1, total: open + 1 },
        canRetry: true,
      });
      // The refund's time comes before the outbox job runs: no retry may create the order any more.
      await t.db
        .updateTable('pendingPayments')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('publicId', '=', second.id)
        .execute();
      expect((await view(second.id)).orderCreation).toMatchObject({ canRetry: false, retryUntil: null });
      const late = await api.retry(second.id, f.table.hash);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('ORDER_CREATION_CLOSED');
      expect(await view(second.id)).toMatchObject({
        status: 'cancelled',
        orderId: null,
        refund: { amount: 4500, status: 'pending' },
        transactions: [{ status: 'voided' }],
      });
    } finally {
      await t.db
        .updateTable('tables')
        .set({ capacity: 500 })
        .where('restaurantId', '=', f.restaurantId)
        .execute();
    }
  });

  it('a capture arriving after the cart’s refund was decided is voided and refunded too', async () => {
    const pending = await startCart();
    const first = (await api.pay(pending.id, shareBody(f, { mode: 'full' }))).json().data.payment;
    // The first card page is left open past its reservation; a second attempt pays.
    await t.db
      .updateTable('payments')
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where('publicId', '=', first.id)
      .execute();
    await setJuiceAvailable(false);
    await payWhole(pending.id);
    for (let i = 2; i <= ORDER_CREATION_MAX_ATTEMPTS; i++) await api.retry(pending.id, f.table.hash);
    expect((await view(pending.id)).status).toBe('cancelled');
    const late = await completeOnSandbox(t.app, t.db, t.gateway, first.id);
    expect(late.status).toBe('voided');
    const refunds = await t.db
      .selectFrom('outboxJobs')
      .select('payload')
      .where('type', '=', REFUND_REQUIRED_JOB)
      .where(
        'dedupeKey',
        '=',
        `refund:${(await t.db.selectFrom('payments').select('id').where('publicId', '=', first.id).executeTakeFirstOrThrow()).id}`,
      )
      .execute();
    expect(refunds).toHaveLength(1);
    await setJuiceAvailable(true);
  });

  it('checks the cart like an order (nothing written), and an unpaid cart expires', async () => {
    const count = () => countPendingPayments(t.db);
    const before = await count();
    const unknownItem = await api.create(f.restaurantId, {
      kind: 'pay_before_order',
      order: tableOrder(f, [line(999_999)]),
    });
    expect(unknownItem.json().error.code).toBe('ITEM_NOT_FOUND');
    const wrongHash = await api.create(f.restaurantId, {
      kind: 'pay_before_order',
      order: cart({ tableHash: f.other.tableHash }),
    });
    expect(wrongHash.json().error.code).toBe('INVALID_TABLE_HASH');
    const maintenance = await api.create(f.restaurantId, {
      kind: 'pay_before_order',
      order: cart({ tableNumber: 2, tableHash: f.maintenanceTable.hash }),
    });
    expect(maintenance.json().error.code).toBe('TABLE_MAINTENANCE');
    const empty = await api.create(f.restaurantId, { kind: 'pay_before_order', order: tableOrder(f, []) });
    expect(empty.json().error.code).toBe('CART_EMPTY');
    expect(await count()).toBe(before);

    const pending = await startCart();
    await t.db
      .updateTable('pendingPayments')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('publicId', '=', pending.id)
      .execute();
    expect((await view(pending.id)).status).toBe('expired');
    const late = await api.pay(pending.id, shareBody(f, { mode: 'full' }));
    expect(late.json().error).toEqual({ code: 'PAYMENT_NOT_FOUND', message: 'Payment not found or expired' });
  });
});
