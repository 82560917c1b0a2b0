import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Why a captured share goes back: its order was cancelled, or a void or comp took the bill below it. */
export type RefundReason = 'order_cancelled' | 'line_adjusted';

/**
 * The order's captured shares (completed or authorized). `lock`: the cancel locks them (take the order's
 * lock first); the cancel dialog's preview reads the same rows without locking.
 */
export function capturedPayments(trx: Database, orderId: number, options: { lock: boolean }) {
  const q = trx
    .selectFrom('payments')
    .select([
      'id',
      'status',
      'amountHalalas',
      'tipHalalas',
      'parentPaymentId',
      // A table payment's part (issue 8 item 10) was charged through its parent: refund its amount there.
      sql<
        string | null
      >`coalesce(payments.gateway_payment_id, (SELECT parent.gateway_payment_id FROM payments parent WHERE parent.id = payments.parent_payment_id))`.as(
        'gatewayPaymentId',
      ),
      // Money taken at the restaurant (migration 0023) goes back by hand, not through a gateway.
      sql<string>`coalesce((SELECT parent.gateway FROM payments parent WHERE parent.id = payments.parent_payment_id), payments.gateway)`.as(
        'gateway',
      ),
    ])
    .where('orderId', '=', orderId)
    .where('status', 'in', ['completed', 'authorized'])
    .orderBy('id');
  return (options.lock ? q.forUpdate() : q).execute();
}

/** Shares of the order on a card page now (a reservation that has not lapsed). */
export async function countPaymentsInProgress(trx: Database, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orderId', '=', orderId)
    .where('status', '=', 'pending')
    .where(sql<boolean>`reserved_until > now()`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes a captured share off the bill for its refund (conditional: only from the status we locked).
 * `partTip`: a table payment's part records the part of the table's tip it gives back (a part carries no
 * tip while it counts), so every per-order refunded sum (amount + tip) reads what went back.
 */
export async function voidForCancelledOrder(
  trx: Database,
  id: number,
  from: 'completed' | 'authorized',
  partTip?: number,
  reason: RefundReason = 'order_cancelled',
) {
  const row = await trx
    .updateTable('payments')
    .set({
      status: 'voided',
      refundReason: reason,
      ...(partTip === undefined ? {} : { tipHalalas: partTip }),
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Money handed back at the restaurant: its refund is done when the cancel commits (nobody else to ask). */
export async function markRefundedByHand(trx: Database, id: number) {
  await trx.updateTable('payments').set({ refundedAt: sql<Date>`now()` }).where('id', '=', id).execute();
}

/**
 * A table payment (one gateway charge) and its parts. `lock`: the charge's row locked, so two orders it paid
 * being cancelled at once take their places among the charge's refunds one after the other. Lock order: the
 * order and its payment rows first (the caller), the table payment last, as settling one does.
 */
export async function tableCharge(trx: Database, parentId: number, options: { lock: boolean }) {
  const chargeQuery = trx
    .selectFrom('payments')
    .select(['id', 'amountHalalas', 'tipHalalas'])
    .where('id', '=', parentId);
  const charge = await (options.lock ? chargeQuery.forUpdate() : chargeQuery).executeTakeFirstOrThrow();
  const parts = await trx
    .selectFrom('payments')
    .select(['id', 'amountHalalas', 'tipHalalas', 'status', 'refundReason'])
    .where('parentPaymentId', '=', parentId)
    .orderBy('id')
    .execute();
  return { charge, parts };
}
