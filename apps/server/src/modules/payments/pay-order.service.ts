import { AppError, availableOf, type BillState, computeShare, halalas } from '@sufra/domain';
import {
  PAYMENT_RESERVATION_MINUTES,
  type PaymentChoice,
  type PaymentQuote,
  type PaymentView,
  type PayOrderBody,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { type ChosenGateway, GatewayError, type PaymentSource } from '../gateways';
import { assertTakingOrders, type MaintenanceFacts } from '../settings';
import { loadBillState } from './bill-state';
import { lockOrderToPayChecked, orderForPayment } from './order-access';
import { toPaymentView } from './payment-view';
import {
  attachGatewayPayment,
  failPendingPayment,
  findPaymentById,
  findPaymentOwner,
  findPaymentToStart,
  insertPayment,
  type PaymentRow,
} from './payments.repository';
import type { PaymentsContext } from './payments-context';
import { settleWith } from './settle-payment.service';

/** A payment about to be asked of its gateway, with the facts its description names. */
type PaymentToStart = NonNullable<Awaited<ReturnType<typeof findPaymentToStart>>>;

/** POST /api/public/orders/:id/payment-quote: what the same choice would charge now (writes nothing). */
export async function quotePayment(
  ctx: PaymentsContext,
  orderPublicId: string,
  choice: PaymentChoice,
): Promise<PaymentQuote> {
  return inTransaction(ctx.db, async (trx) => {
    const order = await orderForPayment(trx, orderPublicId, choice.hash, false);
    const state = await loadBillState(trx, order);
    const share = computeShare(choice, state);
    return {
      amount: share.amount,
      tip: share.tip,
      total: share.amount + share.tip,
      availableAmount: availableOf(state),
    };
  });
}

export function sourceOf(body: PayOrderBody): PaymentSource {
  if (body.paymentMethod === 'hosted_page') return { type: 'hosted_page' };
  if (!body.token) throw new AppError('VALIDATION_FAILED', { field: 'token' });
  return { type: body.paymentMethod === 'apple_pay' ? 'applepay' : 'token', token: body.token };
}

/**
 * The bill a payment pays toward, as read under its row lock (the order's, or the cart's pending payment's).
 * Not the web's PayTarget, which names which order, pending payment or table a diner pays (by public id).
 */
export interface LockedBill {
  restaurantId: number;
  orderId: number | null;
  pendingPaymentId: number | null;
  state: BillState;
  /** the choice as the bill allows it (a shared split fixes its number of people) */
  choice: PaymentChoice;
  /** The restaurant's status and maintenance switch, when the target read them already (one read less). */
  restaurant?: MaintenanceFacts;
  /** The restaurant's gateway, when the target chose it before taking the bill's lock (a read less under it). */
  gateway?: ChosenGateway;
  /** Which bill the idempotency key pays already (null: none), when the target read it with its lock. */
  existing?: PaymentOwner | null;
  /** What the gateway's description names, when the target read it: the new payment is not read back. */
  describe?: Pick<
    PaymentToStart,
    'orderPublicId' | 'orderNumber' | 'restaurantName' | 'restaurantNameAr' | 'pendingPaymentPublicId'
  >;
}

type PaymentOwner = NonNullable<Awaited<ReturnType<typeof findPaymentOwner>>>;

/**
 * Reserves the share in ONE transaction under the bill's row lock (re-reading paid and reserved money
 * there), then asks the gateway outside it. The idempotency key is the gateway's givenId: a double tap or
 * a retry finds the same row and, at worst, asks the gateway again with the same givenId (one charge).
 */
export async function reserveAndPay(
  ctx: PaymentsContext,
  body: PayOrderBody,
  target: (trx: Database, key: string) => Promise<LockedBill>,
  /** The target reads the key's owner with its lock (LockedBill.existing): no read of it before. */
  options: { keyInLock?: boolean } = {},
): Promise<PaymentView> {
  const source = sourceOf(body);
  const key = body.idempotencyKey.toLowerCase();
  const seconds = ctx.reservationSeconds ?? PAYMENT_RESERVATION_MINUTES * 60;
  let paymentId: number;
  let started: PaymentToStart | undefined;
  let bill: { orderId: number | null; pendingPaymentId: number | null } | undefined;
  const sameBill = (p: { orderId: number | null; pendingPaymentId: number | null }) =>
    bill !== undefined && p.orderId === bill.orderId && p.pendingPaymentId === bill.pendingPaymentId;
  // The transaction is this call's own (not a caller's it joins): its COMMIT may go with its last statement.
  const own = !ctx.db.isTransaction;
  try {
    paymentId = await inTransaction(ctx.db, async (trx) => {
      // Looked up before the bill's lock (one round trip less under it), or by the lock's own statement; a
      // same-key tap that commits meanwhile makes the INSERT below fail on the key, and the catch answers
      // that payment.
      const before = options.keyInLock ? undefined : await findPaymentOwner(trx, key);
      const t = await target(trx, key);
      bill = t;
      const existing = options.keyInLock ? (t.existing ?? undefined) : before;
      if (existing) {
        if (!sameBill(existing)) throw new AppError('CONFLICT');
        return existing.id;
      }
      // A new payment only: a retry of one already started answers as it is.
      let share: ReturnType<typeof computeShare>;
      try {
        await assertTakingOrders(trx, t.restaurantId, t.restaurant);
        share = computeShare(t.choice, t.state);
      } catch (refusal) {
        // The key decides before the remaining amount does. `existing` was read before the bill's lock:
        // a same-key request that committed while this one queued on the lock shows in the bill's sums
        // (READ COMMITTED), so "nothing remains" may be its own reservation. Asked again under the lock,
        // only when refusing (no round trip on the way to a new payment).
        const raced = refusal instanceof AppError ? await findPaymentOwner(trx, key) : undefined;
        if (!raced) throw refusal;
        if (!sameBill(raced)) throw new AppError('CONFLICT');
        return raced.id;
      }
      // The restaurant's gateway NOW, recorded on the row: this payment stays with it whatever comes later.
      const chosen = t.gateway ?? (await ctx.gateways.forRestaurant(trx, t.restaurantId));
      const inserted = await insertPayment(
        trx,
        {
          restaurantId: t.restaurantId,
          orderId: t.orderId,
          pendingPaymentId: t.pendingPaymentId,
          gateway: chosen.gateway.name,
          gatewayAccount: chosen.account,
          idempotencyKey: key,
          method: body.paymentMethod,
          amountHalalas: share.amount,
          tipHalalas: share.tip,
          splitType: t.choice.mode,
          peoplePaidFor: share.peoplePaidFor,
          splitTotalPeople: share.splitTotalPeople,
          splitBaseHalalas: share.splitBase,
        },
        share.allocations,
        seconds,
        { last: own },
      );
      // The row as written, and what its description names: the start reads nothing back. The insert was
      // the transaction's last statement (its COMMIT went with it): nothing below may write.
      if (t.describe) started = { ...inserted, invoicePublicId: null, ...t.describe };
      return inserted.id;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The same key raced in: the same tap twice pays once (the first's payment answers both); for
    // ANOTHER bill, the key is spent and nothing of this request was written.
    const first = await findPaymentOwner(ctx.db, key);
    if (!first || !sameBill(first)) throw new AppError('CONFLICT', undefined, err);
    paymentId = first.id;
    started = undefined;
  }
  return startReserved(ctx, paymentId, source, started);
}

/** After the reservation committed: asks the gateway (once per row) and answers the payment as it is. */
export async function startReserved(
  ctx: PaymentsContext,
  paymentId: number,
  source: PaymentSource,
  /** The row as this request inserted it (then nobody else has asked the gateway for it). */
  known?: PaymentToStart,
): Promise<PaymentView> {
  const row = known ?? ((await findPaymentToStart(ctx.db, paymentId)) as PaymentToStart);
  if (row.status !== 'pending' || row.gatewayPaymentId !== null) return toPaymentView(row);
  return toPaymentView((await startAtGateway(ctx, row, source)) ?? row);
}

/** POST /api/public/orders/:id/payment */
export function payOrder(
  ctx: PaymentsContext,
  orderPublicId: string,
  body: PayOrderBody,
): Promise<PaymentView> {
  return reserveAndPay(
    ctx,
    body,
    async (trx, key) => {
      // ONE statement takes the order's row lock and reads what the checks, the gateway's choice and the
      // key's owner need (order-access.ts); the lock is then held for the bill's sums and the INSERT.
      const order = await lockOrderToPayChecked(trx, orderPublicId, body.hash, key);
      const settings = order.gatewayProvider === null ? null : { provider: order.gatewayProvider };
      const gateway = await ctx.gateways.forRestaurant(trx, order.restaurantId, settings);
      return {
        restaurantId: order.restaurantId,
        orderId: order.id,
        pendingPaymentId: null,
        restaurant: order.restaurant,
        gateway,
        existing: order.existing,
        describe: {
          orderPublicId: order.publicId,
          orderNumber: order.orderNumber,
          restaurantName: order.restaurantName ?? '',
          restaurantNameAr: order.restaurantNameAr ?? '',
          pendingPaymentPublicId: null,
        },
        state: await loadBillState(
          trx,
          { id: order.id, totalHalalas: order.totalHalalas },
          undefined,
          body.mode,
        ),
        choice: body,
      };
    },
    { keyInLock: true },
  );
}

/**
 * The payment's description at the gateway: the card page shows it to the diner (in either language) and
 * the restaurant reads it in the gateway's dashboard and statements, e.g. "بيت نجد · Najd House · #12".
 */
function gatewayDescription(f: PaymentToStart): string {
  const [name, nameAr] = [f.restaurantName, f.restaurantNameAr];
  const restaurant = nameAr && nameAr !== name ? `${nameAr} · ${name}` : name;
  return f.orderNumber === null ? restaurant : `${restaurant} · #${f.orderNumber}`;
}

/** Asks the gateway and answers our row as it is afterwards (undefined: it is gone, which never happens). */
async function startAtGateway(
  ctx: PaymentsContext,
  row: PaymentToStart,
  source: PaymentSource,
): Promise<PaymentRow | undefined> {
  const publicId = row.publicId;
  const description = gatewayDescription(row);
  const gateway = await ctx.gateways.forPayment(ctx.db, row);
  let gp: Awaited<ReturnType<typeof gateway.createPayment>>;
  try {
    gp = await gateway.createPayment({
      amount: halalas(row.amountHalalas + row.tipHalalas),
      currency: 'SAR',
      givenId: row.idempotencyKey,
      description,
      callbackUrl: `/payment-callback?payment=${publicId}`,
      metadata: {
        paymentId: publicId,
        orderId: row.orderPublicId ?? '',
        pendingPaymentId: row.pendingPaymentPublicId ?? '',
      },
      source,
    });
  } catch (err) {
    if (err instanceof GatewayError && !err.retryable) {
      // The gateway refused it outright: nothing was charged, so the reservation is released (a table
      // payment's parts per order with it).
      await failPendingPayment(ctx.db, row.id);
      throw new AppError('PAYMENT_DECLINED', undefined, err);
    }
    // Unknown outcome: the row keeps its reservation; a retry with the same key asks again (same givenId).
    throw new AppError('SERVICE_UNAVAILABLE', undefined, err);
  }
  if (gp.status === 'initiated') {
    await attachGatewayPayment(ctx.db, row.id, { id: gp.id, transactionUrl: gp.transactionUrl ?? null });
    return findPaymentById(ctx.db, row.id);
  }
  // A token is charged at once: settle from the gateway's own answer (no redirect to trust here). The
  // settle records the gateway's id with the outcome (one write); a row it did not move gets it here.
  const settled = await settleWith(ctx, gp, row);
  if (settled && settled.gatewayPaymentId !== null) return settled;
  await attachGatewayPayment(ctx.db, row.id, { id: gp.id, transactionUrl: null });
  return findPaymentById(ctx.db, row.id);
}
