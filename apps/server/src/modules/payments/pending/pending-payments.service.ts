import { AppError, availableOf, computeShare } from '@sufra/domain';
import {
  type CreatePendingPaymentBody,
  PAY_BEFORE_ORDER_EXPIRY_MINUTES,
  type PaymentChoice,
  type PaymentQuote,
  type PaymentView,
  type PayPendingPaymentBody,
  type PendingPayment,
  type SplitConfig,
} from '@sufra/domain/contracts';
import type { Database } from '../../../db/schema';
import { dbNowPlus } from '../../../platform/db/db-time';
import { inTransaction } from '../../../platform/db/transaction';
import { publishAll } from '../../../platform/realtime/event-bus';
import type { PaymentGateways } from '../../gateways';
import { newOrderKey, prepareOrderInTransaction, proofOpens } from '../../orders';
import { assertRestaurantOpen, getPublicRestaurant } from '../../restaurants';
import { requireTable } from '../../tables';
import { loadBillState } from '../bill-state';
import { orderForPayment } from '../order-access';
import { type LockedBill, reserveAndPay } from '../pay-order.service';
import type { PaymentsContext } from '../payments-context';
import { retryOrderCreation } from './order-after-payment.service';
import { billOf, toPendingPaymentView } from './pending-payment-view';
import {
  cancelOrderSplits,
  findPendingPaymentById,
  findPendingPaymentByPublicId,
  insertPendingPayment,
  insertSplitConfiguration,
  listTableSplits,
  lockPendingPayment,
  type PendingPaymentRow,
  updateSplitConfiguration,
} from './pending-payments.repository';

/**
 * The pending payment a caller may see: it exists in this restaurant (404) and `hash` is its proof (403):
 * the table's hash, or for takeaway the order's secret (the one its cart was given, once the order exists
 * the order's, which is the same).
 */
async function accessible(
  trx: Database,
  publicId: string,
  hash: string,
  restaurantId?: number,
): Promise<PendingPaymentRow> {
  const pending = await findPendingPaymentByPublicId(trx, publicId);
  if (!pending || (restaurantId !== undefined && pending.restaurantId !== restaurantId))
    throw new AppError('PENDING_PAYMENT_NOT_FOUND');
  const keyHash = pending.orderAccessKeyHash ?? pending.orderKeyHash;
  if (!(await proofOpens(trx, { ...pending, keyHash }, hash))) throw new AppError('FORBIDDEN');
  return pending;
}

/** Tells the table's phones (their welcome and details screens refetch); a lost event costs a poll. */
async function announce(ctx: PaymentsContext, view: PendingPayment, restaurantId: number) {
  try {
    await publishAll(ctx.events, [
      {
        type: 'pending_payment.updated',
        restaurantId,
        tableNumber: view.tableNumber,
        ...(view.orderId ? { orderId: view.orderId } : {}),
        data: { id: view.id, status: view.status, remainingAmount: view.remainingAmount },
      },
    ]);
  } catch (err) {
    ctx.log?.warn({ err, pendingPaymentId: view.id }, 'pending payment event not published');
  }
}

/**
 * POST /api/public/restaurants/:id/pending-payments. A takeaway cart also gets its order's secret now
 * (`orderKey`, answered this once): the order created after the payment opens with it.
 */
export async function createPendingPayment(
  ctx: PaymentsContext,
  restaurantId: number,
  body: CreatePendingPaymentBody,
): Promise<{ pendingPayment: PendingPayment; orderKey?: string }> {
  const { view, orderKey } = await inTransaction(ctx.db, async (trx) => {
    await getPublicRestaurant(trx, restaurantId);
    const created =
      body.kind === 'split'
        ? { id: await createSplit(trx, restaurantId, body) }
        : await createCart(trx, restaurantId, body.order);
    const row = (await findPendingPaymentById(trx, created.id)) as PendingPaymentRow;
    return { view: await toPendingPaymentView(trx, row), orderKey: created.orderKey };
  });
  await announce(ctx, view, restaurantId);
  return { pendingPayment: view, ...(orderKey ? { orderKey } : {}) };
}

/** A split of an order; choosing a split cancels the order's split in progress (spec section 4). */
async function createSplit(
  trx: Database,
  restaurantId: number,
  body: Extract<CreatePendingPaymentBody, { kind: 'split' }>,
): Promise<number> {
  const order = await orderForPayment(trx, body.orderId, body.hash, true);
  if (order.restaurantId !== restaurantId) throw new AppError('ORDER_NOT_FOUND');
  const state = await loadBillState(trx, order);
  if (state.paid >= state.bill) throw new AppError('ORDER_ALREADY_PAID');
  await cancelOrderSplits(trx, order.id);
  const { id } = await insertPendingPayment(trx, {
    restaurantId,
    orderId: order.id,
    tableId: order.tableId,
    takeawayPointId: order.takeawayPointId,
    kind: 'split',
    isSplitPayment: true,
    totalHalalas: order.totalHalalas,
  });
  // The even split's base is fixed now: what remains unpaid of the bill at this moment. A reservation in
  // progress elsewhere does not shrink it (it may lapse); if it is paid, the closing share takes less.
  await insertSplitConfiguration(trx, {
    orderId: order.id,
    pendingPaymentId: id,
    ...body.split,
    baseHalalas: state.bill - state.paid,
  });
  return id;
}

/** A cart to pay before its order exists: checked and priced now exactly as placing it would be. */
async function createCart(
  trx: Database,
  restaurantId: number,
  cart: Extract<CreatePendingPaymentBody, { kind: 'pay_before_order' }>['order'],
): Promise<{ id: number; orderKey?: string }> {
  const { place, totals } = await prepareOrderInTransaction(trx, restaurantId, cart, { afterPayment: true });
  const secret = place.takeawayPointId !== null ? newOrderKey() : undefined;
  const { id } = await insertPendingPayment(trx, {
    restaurantId,
    ...place,
    orderKeyHash: secret?.keyHash ?? null,
    kind: 'pay_before_order',
    totalHalalas: totals.total,
    cart: JSON.stringify(cart),
    orderCreationStatus: 'waiting',
    expiresAt: dbNowPlus(PAY_BEFORE_ORDER_EXPIRY_MINUTES * 60),
  });
  return secret ? { id, orderKey: secret.key } : { id };
}

/** GET /api/public/restaurants/:id/pending-payments/:pid?hash */
export function getPendingPayment(
  db: Database,
  restaurantId: number,
  publicId: string,
  hash: string,
): Promise<PendingPayment> {
  return inTransaction(db, async (trx) =>
    toPendingPaymentView(trx, await accessible(trx, publicId, hash, restaurantId)),
  );
}

/** PATCH …/pending-payments/:pid: a split's type and people, while none of its even shares is paid. */
export async function updatePendingPaymentSplit(
  ctx: PaymentsContext,
  restaurantId: number,
  publicId: string,
  body: { hash: string; split: SplitConfig },
): Promise<PendingPayment> {
  const view = await inTransaction(ctx.db, async (trx) => {
    const found = await accessible(trx, publicId, body.hash, restaurantId);
    if (found.kind !== 'split') throw new AppError('SPLIT_INVALID');
    if (found.orderPublicId) await orderForPayment(trx, found.orderPublicId, body.hash, true);
    await lockPendingPayment(trx, found.id);
    if (found.status !== 'pending') throw new AppError('SPLIT_INVALID');
    const current = await toPendingPaymentView(trx, found);
    if (current.isFullyPaid) throw new AppError('ORDER_ALREADY_PAID');
    const changes = body.split.type !== found.splitType || body.split.totalPeople !== found.splitTotalPeople;
    const sharesTaken = (current.split?.peoplePaid ?? 0) + (current.split?.peopleInProgress ?? 0) > 0;
    if (changes && sharesTaken) throw new AppError('SPLIT_IN_PROGRESS');
    // Nobody holds a share yet: the split starts again on what the bill leaves now.
    if (changes)
      await updateSplitConfiguration(trx, found.id, { ...body.split, baseHalalas: current.remainingAmount });
    return toPendingPaymentView(trx, (await findPendingPaymentById(trx, found.id)) as PendingPaymentRow);
  });
  await announce(ctx, view, restaurantId);
  return view;
}

/** GET /api/public/restaurants/:id/tables/:table/pending-payments?hash: the open splits of the table. */
export function getTablePendingPayments(
  db: Database,
  q: { restaurantId: number; tableNumber: number; hash: string },
): Promise<PendingPayment[]> {
  return inTransaction(db, async (trx) => {
    await getPublicRestaurant(trx, q.restaurantId);
    const table = await requireTable(trx, q);
    const rows = await listTableSplits(trx, table.id);
    const views = await Promise.all(rows.map((row) => toPendingPaymentView(trx, row)));
    // "Split ones not fully paid count as remaining" (spec section 4).
    return views.filter((v) => !v.isFullyPaid);
  });
}

/**
 * POST /api/public/pending-payments/:id/payment: a share of a split (its order's bill, computed like
 * paying the order; an even share uses the split's number of people), or a paid-first cart, whole.
 */
export async function payPendingPayment(
  ctx: PaymentsContext,
  publicId: string,
  body: PayPendingPaymentBody,
): Promise<PaymentView> {
  let split: PendingPaymentRow | undefined;
  const payment = await reserveAndPay(ctx, body, async (trx) => {
    const { target, found } = await pendingTarget(trx, publicId, body, ctx.gateways);
    if (found.kind === 'split') split = found;
    return target;
  });
  // The table's phones see the share in progress (a paid-first cart is one phone's: nobody to tell).
  if (split) await announce(ctx, await toPendingPaymentView(ctx.db, split), split.restaurantId);
  return payment;
}

/**
 * POST /api/public/pending-payments/:id/payment-quote: what the same choice would be charged now through
 * this pending payment, computed exactly as paying it computes it (writes nothing). The payment screens
 * show this amount, so what they say is what the card is charged (issue 8 item 2).
 */
export function quotePendingPayment(
  ctx: PaymentsContext,
  publicId: string,
  choice: PaymentChoice,
): Promise<PaymentQuote> {
  return inTransaction(ctx.db, async (trx) => {
    const { target } = await pendingTarget(trx, publicId, choice);
    const share = computeShare(target.choice, target.state);
    return {
      amount: share.amount,
      tip: share.tip,
      total: share.amount + share.tip,
      availableAmount: availableOf(target.state),
    };
  });
}

/**
 * What a payment through a pending payment pays toward. Paying passes the gateways: the rows' locks are
 * taken then, and the target carries the restaurant's facts and its gateway, read once before the pending
 * payment's lock (as payOrder does), so reserveAndPay reads neither again. A quote passes none.
 */
async function pendingTarget(
  trx: Database,
  publicId: string,
  body: PaymentChoice,
  paying?: PaymentGateways,
): Promise<{ target: LockedBill; found: PendingPaymentRow }> {
  const lock = paying !== undefined;
  const found = await accessible(trx, publicId, body.hash);
  if (found.kind === 'split') {
    // orderForPayment checks the restaurant is open (and answers its facts): no read of it before.
    const order = await orderForPayment(trx, found.orderPublicId ?? '', body.hash, lock);
    const gateway = await paying?.forRestaurant(trx, order.restaurantId);
    const locked = lock ? await lockPendingPayment(trx, found.id) : found;
    if (locked?.status !== 'pending') throw new AppError('SPLIT_INVALID');
    const choice =
      body.mode === 'evenly' ? { ...body, totalPeople: found.splitTotalPeople ?? body.totalPeople } : body;
    const state = await billOf(trx, found);
    return {
      found,
      target: {
        restaurantId: order.restaurantId,
        orderId: order.id,
        pendingPaymentId: found.id,
        restaurant: order.restaurant,
        ...(gateway ? { gateway } : {}),
        state,
        choice,
      },
    };
  }
  await assertRestaurantOpen(trx, found.restaurantId);
  const locked = lock ? await lockPendingPayment(trx, found.id) : found;
  if (!locked || locked.status === 'cancelled' || locked.orderCreationStatus !== 'waiting')
    throw new AppError(
      locked?.orderCreationStatus === 'created' ? 'ORDER_ALREADY_PAID' : 'PAYMENT_NOT_FOUND',
    );
  const state = await billOf(trx, found);
  if (found.isPastDue && state.paid === 0 && state.reserved === 0) throw new AppError('PAYMENT_NOT_FOUND');
  if (body.mode !== 'full' && body.mode !== 'remaining') throw new AppError('SPLIT_INVALID');
  return {
    found,
    target: {
      restaurantId: found.restaurantId,
      orderId: null,
      pendingPaymentId: found.id,
      state,
      choice: body,
    },
  };
}

/** POST /api/public/pending-payments/:id/retry-order */
export async function retryPendingPaymentOrder(
  ctx: PaymentsContext,
  publicId: string,
  hash: string,
): Promise<PendingPayment> {
  const found = await inTransaction(ctx.db, (trx) => accessible(trx, publicId, hash));
  await retryOrderCreation(ctx, found);
  return inTransaction(ctx.db, async (trx) =>
    toPendingPaymentView(trx, (await findPendingPaymentById(trx, found.id)) as PendingPaymentRow),
  );
}
