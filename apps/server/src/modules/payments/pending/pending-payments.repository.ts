import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database, PendingPaymentsTable } from '../../../db/schema';

export type PendingPaymentRow = NonNullable<Awaited<ReturnType<typeof findPendingPaymentByPublicId>>>;

function pendingQuery(trx: Database) {
  return trx
    .selectFrom('pendingPayments as pp')
    .leftJoin('splitConfigurations as sc', (join) =>
      join.onRef('sc.pendingPaymentId', '=', 'pp.id').on('sc.isActive', '=', true),
    )
    .leftJoin('orders as o', 'o.id', 'pp.orderId')
    .leftJoin('tables as t', 't.id', 'pp.tableId')
    .selectAll('pp')
    .select([
      'sc.type as splitType',
      'sc.totalPeople as splitTotalPeople',
      'sc.baseHalalas as splitBaseHalalas',
      'o.publicId as orderPublicId',
      'o.orderNumber',
      'o.totalHalalas as orderTotalHalalas',
      'o.status as orderStatus',
      'o.accessKeyHash as orderAccessKeyHash',
      't.number as tableNumber',
      sql<boolean>`pp.expires_at IS NOT NULL AND pp.expires_at < now()`.as('isPastDue'),
    ]);
}

export function findPendingPaymentByPublicId(trx: Database, publicId: string) {
  return pendingQuery(trx).where('pp.publicId', '=', publicId).executeTakeFirst();
}

export function findPendingPaymentById(trx: Database, id: number) {
  return pendingQuery(trx).where('pp.id', '=', id).executeTakeFirst();
}

/** The pending payment's row lock (a cart's bill; for a split the order's lock comes first). */
export function lockPendingPayment(trx: Database, id: number) {
  return trx.selectFrom('pendingPayments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertPendingPayment(trx: Database, values: Insertable<PendingPaymentsTable>) {
  return trx
    .insertInto('pendingPayments')
    .values(values)
    .returning(['id', 'publicId'])
    .executeTakeFirstOrThrow();
}

export async function updatePendingPayment(
  trx: Database,
  id: number,
  patch: Updateable<PendingPaymentsTable>,
) {
  await trx
    .updateTable('pendingPayments')
    .set({ ...patch, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function insertSplitConfiguration(
  trx: Database,
  values: {
    orderId: number;
    pendingPaymentId: number;
    type: 'evenly' | 'per_item' | 'custom';
    totalPeople: number;
    baseHalalas: number;
  },
) {
  await trx.insertInto('splitConfigurations').values(values).execute();
}

export async function updateSplitConfiguration(
  trx: Database,
  pendingPaymentId: number,
  values: { type: 'evenly' | 'per_item' | 'custom'; totalPeople: number; baseHalalas: number },
) {
  await trx
    .updateTable('splitConfigurations')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('pendingPaymentId', '=', pendingPaymentId)
    .where('isActive', '=', true)
    .execute();
}

/** Cancels the order's open splits (a new split replaces them); returns how many. */
export async function cancelOrderSplits(trx: Database, orderId: number): Promise<number> {
  const rows = await trx
    .updateTable('pendingPayments')
    .set({ status: 'cancelled', updatedAt: sql<Date>`now()` })
    .where('orderId', '=', orderId)
    .where('kind', '=', 'split')
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  if (rows.length > 0)
    await trx
      .updateTable('splitConfigurations')
      .set({ isActive: false, updatedAt: sql<Date>`now()` })
      .where(
        'pendingPaymentId',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  return rows.length;
}

/** The table's open splits, newest first (their orders are still open). */
export function listTableSplits(trx: Database, tableId: number) {
  return pendingQuery(trx)
    .where('pp.tableId', '=', tableId)
    .where('pp.kind', '=', 'split')
    .where('pp.status', '=', 'pending')
    .where('o.status', 'not in', ['cancelled', 'paid_at_rest'])
    .orderBy('pp.id', 'desc')
    .execute();
}

/** The payments of a pending payment (its transactions), oldest first; abandoned attempts are left out. */
export function pendingPaymentTransactions(trx: Database, pendingPaymentId: number) {
  return trx
    .selectFrom('payments')
    .select([
      'id',
      'publicId',
      'status',
      'splitType',
      'amountHalalas',
      'tipHalalas',
      'peoplePaidFor',
      'refundReason',
      'refundedAt',
      'createdAt',
      sql<boolean>`status = 'pending' AND reserved_until > now()`.as('isLive'),
    ])
    .where('pendingPaymentId', '=', pendingPaymentId)
    .where('status', '<>', 'abandoned')
    .orderBy('id')
    .execute();
}

/** Links a paid cart's payments to the order created from it. */
export async function attachPaymentsToOrder(trx: Database, pendingPaymentId: number, orderId: number) {
  return trx
    .updateTable('payments')
    .set({ orderId, updatedAt: sql<Date>`now()` })
    .where('pendingPaymentId', '=', pendingPaymentId)
    .where('orderId', 'is', null)
    .returning(['id', 'status', 'restaurantId', 'orderId'])
    .execute();
}

/** Voids a paid cart's captured payments for a refund; returns them (id, gateway id, amount charged). */
export function voidCapturedForRefund(trx: Database, pendingPaymentId: number) {
  return trx
    .updateTable('payments')
    .set({ status: 'voided', refundReason: 'order_failed', reservedUntil: null, updatedAt: sql<Date>`now()` })
    .where('pendingPaymentId', '=', pendingPaymentId)
    .where('orderId', 'is', null)
    .where('status', 'in', ['completed', 'authorized'])
    .returning(['id', 'gatewayPaymentId', 'amountHalalas', 'tipHalalas'])
    .execute();
}
