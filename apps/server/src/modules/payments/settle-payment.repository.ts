// The settling step's two statements (settle-payment.service.ts): the bill's row lock, with what the
// settle needs read in the same statement, and the conditional UPDATE that moves a payment out of 'pending'.
import { type Compilable, type RawBuilder, type Selectable, sql } from 'kysely';
import { runShape } from '../../db/database';
import type { Database, PaymentStatusColumn, PaymentsTable } from '../../db/schema';

/**
 * Locks the row whose total the payment counts toward and returns that total (0 when it is gone), and
 * whether the order is cancelled (read with the lock: one round trip). An order's lock also reads what its
 * event's digest names (settling changes no column of the order's row, so the event needs no read of it
 * after the commit).
 */
export async function lockBillTotal<F extends { orderVersion: number | null }>(
  trx: Database,
  row: { id: number; orderId: number | null; pendingPaymentId: number | null; restaurantId: number },
  /** What the settling of an order's own captured payment asks in the lock's statement (no round trips). */
  inLock?: {
    /** Who would hear the money arrive (the follow-up's question). */
    listened: (db: Database, paid: { restaurantId: number; orderId: number }) => RawBuilder<boolean>;
    /** What its invoice will read: good only if the order's version it read is the locked row's. */
    facts: (paymentId: unknown) => RawBuilder<F | null>;
  },
) {
  if (row.orderId !== null) {
    const locked = (orderId: number) =>
      trx
        .selectFrom('orders as o')
        .leftJoin('tables as t', 't.id', 'o.tableId')
        .select([
          'o.publicId',
          'o.restaurantId',
          't.number as tableNumber',
          'o.orderNumber',
          'o.type',
          'o.status',
          'o.totalHalalas',
          'o.estimatedMinutes',
          'o.version',
          'o.updatedAt',
        ])
        .where('o.id', '=', orderId)
        .forUpdate('o');
    const [order] = inLock
      ? await runShape(
          trx,
          'payments.lockBillTotal.order.inLock',
          [row.orderId, row.restaurantId, row.id] as const,
          (orderId, restaurantId, paymentId) =>
            locked(orderId)
              .select(inLock.listened(trx, { restaurantId, orderId }).as('listened'))
              .select(inLock.facts(paymentId).as('facts')),
        )
      : await runShape(trx, 'payments.lockBillTotal.order', [row.orderId] as const, (orderId) =>
          locked(orderId)
            .select(sql<boolean | null>`null`.as('listened'))
            .select(sql<F | null>`null`.as('facts')),
        );
    if (!order) return { total: 0, isOrderCancelled: false, order: undefined };
    // The facts' subqueries read as the statement began, before it waited for the lock; the locked row is
    // read as it is now. Any change to the order's lines or totals moves its version (orders.repository's
    // updateOrder): the same version, the same lines.
    const facts = order.facts?.orderVersion === order.version ? order.facts : undefined;
    return {
      total: order.totalHalalas,
      isOrderCancelled: order.status === 'cancelled',
      order,
      listened: order.listened ?? undefined,
      facts,
    };
  }
  if (row.pendingPaymentId === null) return { total: 0, isOrderCancelled: false, order: undefined };
  const pending = await trx
    .selectFrom('pendingPayments')
    .select(['totalHalalas', 'status'])
    .where('id', '=', row.pendingPaymentId)
    .forUpdate()
    .executeTakeFirst();
  // A cart whose money is being refunded takes no more: a late capture counts as over the bill.
  return {
    total: pending && pending.status !== 'cancelled' ? pending.totalHalalas : 0,
    isOrderCancelled: false,
    order: undefined,
  };
}

/**
 * Moves a payment from the status it was read in to its settled one, or does nothing if another settle
 * moved it first (the `where` on the old status). Returns what it set (undefined: this call moved nothing).
 */
export async function settlePaymentRow(
  trx: Database,
  payment: { id: number; status: PaymentStatusColumn },
  next: Pick<Selectable<PaymentsTable>, 'status' | 'failureReason' | 'refundReason'> & {
    gatewayPaymentId: string;
    captured: boolean;
    /**
     * Moves it only while its reservation holds, by the database's clock as the UPDATE runs (after the
     * bill's lock was taken, so later than the clock of every payment taken on the bill before it).
     */
    whileHeld?: boolean;
  },
  /**
   * The row's other columns the caller decided on, read WITHOUT the payment's row lock: the UPDATE moves
   * it only if they still hold (undefined when the caller read it under the lock).
   */
  read?: { gatewayPaymentId: string | null; orderId: number | null },
  /** Another module's statement to run as part of this one, only if it moves the row (SettleRider). */
  rider?: SettleRider,
  /** A live event this UPDATE sends (pg_notify, delivered at the commit) only if it moves the row. */
  notify?: { channel: string; payload: string },
) {
  // Six shapes (captured or not, read under the payment's lock or not, while held), each built once; each
  // rider's own shape beside them.
  const shape = `payments.settle:${next.captured ? 'captured' : 'released'}:${read ? 'read' : 'locked'}${next.whileHeld ? ':held' : ''}${notify ? ':notify' : ''}${rider ? `+${rider.shape}` : ''}`;
  const own = [
    next.status,
    next.gatewayPaymentId,
    next.failureReason,
    next.refundReason,
    payment.id,
    payment.status,
    ...(read ? [read.gatewayPaymentId, read.orderId] : []),
    ...(notify ? [notify.channel, notify.payload] : []),
  ] as const;
  const [row] = await runShape(trx, shape, [...own, ...(rider?.args ?? [])], (...slots) => {
    const [status, gatewayPaymentId, failure, refund, id, from, ...more] = slots as unknown as typeof own;
    const was = read ? more.slice(0, 2) : [];
    const [channel, payload] = notify ? more.slice(read ? 2 : 0) : [];
    let query = trx
      .updateTable('payments')
      .set({
        status,
        gatewayPaymentId: sql<string>`coalesce(gateway_payment_id, ${gatewayPaymentId})`,
        failureReason: failure,
        refundReason: refund,
        reservedUntil: null,
        paidAt: next.captured ? sql<Date>`now()` : null,
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', from);
    if (read)
      query = query
        .where(sql<boolean>`gateway_payment_id IS NOT DISTINCT FROM ${was[0]}`)
        .where(sql<boolean>`order_id IS NOT DISTINCT FROM ${was[1]}`);
    // clock_timestamp(), not now(): the transaction's start may precede the wait for the bill's lock.
    if (next.whileHeld) query = query.where(sql<boolean>`reserved_until > clock_timestamp()`);
    // What it set, as the database wrote it (the answer needs no read of the row after the commit).
    const set = query.returning([
      'status',
      'gatewayPaymentId',
      'failureReason',
      'refundReason',
      'reservedUntil',
      'paidAt',
      'updatedAt',
    ]);
    // Evaluated for the row it moves only: no row, no event.
    const moved = notify ? set.returning(sql<null>`pg_notify(${channel}, ${payload})`.as('announced')) : set;
    return rider ? rider.ride(moved, slots.slice(own.length)) : moved;
  });
  if (!row) return undefined;
  const { status, gatewayPaymentId, failureReason, refundReason, reservedUntil, paidAt, updatedAt } = row;
  return {
    set: { status, gatewayPaymentId, failureReason, refundReason, reservedUntil, paidAt, updatedAt },
    /** The whole answer, the rider's columns in it. */
    answered: row as Record<string, unknown>,
  };
}

/**
 * A statement of another module that runs as part of the settling UPDATE (settlement-follow-up.ts's
 * invoiceRider): `ride` wraps the UPDATE (RETURNING its columns) in a statement that does its own work only
 * if the UPDATE moved the row, and answers the UPDATE's columns with its own beside them. Its arguments
 * follow the UPDATE's as parameters (`slots`), so the whole is one prepared statement per shape.
 */
export interface SettleRider {
  shape: string;
  args: readonly unknown[];
  ride<R>(moved: Compilable<R>, slots: readonly unknown[]): Compilable<R>;
}
