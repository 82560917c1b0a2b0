import { type Insertable, sql } from 'kysely';
import type { Database, OrderItemAdjustmentsTable } from '../../db/schema';

/** The order's line at `index` (lines in the order the order lists them), with its approved adjusted units. */
export function findLineByIndex(trx: Database, orderId: number, index: number) {
  return trx
    .selectFrom('orderItems')
    .select([
      'id',
      'name',
      'nameAr',
      'quantity',
      'lineTotalHalalas',
      sql<number>`(SELECT coalesce(sum(a.quantity), 0)::int FROM order_item_adjustments a
        WHERE a.order_item_id = order_items.id AND a.status = 'approved')`.as('adjusted'),
    ])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .offset(index)
    .limit(1)
    .executeTakeFirst();
}

/** The same line by its id, with its place on the order (the one-step void of tests and other modules). */
export function findLineById(trx: Database, orderItemId: number) {
  return trx
    .selectFrom('orderItems as oi')
    .innerJoin('orders as o', 'o.id', 'oi.orderId')
    .select([
      'oi.id',
      'oi.orderId',
      'o.publicId',
      'o.restaurantId',
      sql<number>`(SELECT count(*)::int FROM order_items x WHERE x.order_id = oi.order_id AND x.id < oi.id)`.as(
        'index',
      ),
    ])
    .where('oi.id', '=', orderItemId)
    .executeTakeFirst();
}

export function insertAdjustment(trx: Database, row: Insertable<OrderItemAdjustmentsTable>) {
  return trx.insertInto('orderItemAdjustments').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Whether the line has a request waiting (one at most: migration 0039's partial unique index). */
export async function hasOpenRequest(trx: Database, orderItemId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('orderItemAdjustments')
    .select('id')
    .where('orderItemId', '=', orderItemId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return row !== undefined;
}

/** One adjustment of the restaurant (another restaurant's is not found). */
export function findAdjustment(
  trx: Database,
  restaurantId: number,
  id: number,
  options: { lock?: boolean } = {},
) {
  const q = trx
    .selectFrom('orderItemAdjustments')
    .selectAll()
    .where('id', '=', id)
    .where('restaurantId', '=', restaurantId);
  return (options.lock ? q.forUpdate() : q).executeTakeFirst();
}

export function decideAdjustment(
  trx: Database,
  id: number,
  patch: {
    status: 'approved' | 'declined' | 'withdrawn';
    decidedByStaffId: number;
    amountHalalas?: number;
    vatHalalas?: number;
  },
) {
  return trx
    .updateTable('orderItemAdjustments')
    .set({ ...patch, decidedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .returning('id')
    .executeTakeFirst();
}

export function setEstimate(trx: Database, id: number, amount: number, vat: number) {
  return trx
    .updateTable('orderItemAdjustments')
    .set({ amountHalalas: amount, vatHalalas: vat })
    .where('id', '=', id)
    .execute();
}

/** Adjustments as the approvals screen lists them, with their order, line and people. */
function adjustmentViews(trx: Database, restaurantId: number) {
  return trx
    .selectFrom('orderItemAdjustments as a')
    .innerJoin('orders as o', 'o.id', 'a.orderId')
    .innerJoin('orderItems as oi', 'oi.id', 'a.orderItemId')
    .leftJoin('tables as t', 't.id', 'o.tableId')
    .leftJoin('staffUsers as r', 'r.id', 'a.requestedByStaffId')
    .leftJoin('staffUsers as d', 'd.id', 'a.decidedByStaffId')
    .select([
      'a.id',
      'a.kind',
      'a.quantity',
      'a.amountHalalas',
      'a.vatHalalas',
      'a.reason',
      'a.note',
      'a.status',
      'a.createdAt',
      'a.decidedAt',
      'a.requestedByStaffId',
      'a.decidedByStaffId',
      'r.name as requestedByName',
      'd.name as decidedByName',
      'o.publicId as orderPublicId',
      'o.orderNumber',
      't.number as tableNumber',
      'oi.name as itemName',
      'oi.nameAr as itemNameAr',
      sql<number>`(SELECT count(*)::int FROM order_items x WHERE x.order_id = a.order_id AND x.id < a.order_item_id)`.as(
        'line',
      ),
    ])
    .where('a.restaurantId', '=', restaurantId);
}

export type AdjustmentViewRow = Awaited<ReturnType<typeof listPending>>[number];

export function listPending(trx: Database, restaurantId: number) {
  return adjustmentViews(trx, restaurantId)
    .where('a.status', '=', 'requested')
    .orderBy('a.createdAt')
    .orderBy('a.id')
    .limit(200)
    .execute();
}

/** Decisions of the last 24 hours, newest first (the approvals screen's history). */
export function listRecentDecisions(trx: Database, restaurantId: number) {
  return adjustmentViews(trx, restaurantId)
    .where('a.status', '!=', 'requested')
    .where('a.decidedAt', '>', sql<Date>`now() - interval '24 hours'`)
    .orderBy('a.decidedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(100)
    .execute();
}

export function findAdjustmentView(trx: Database, restaurantId: number, id: number) {
  return adjustmentViews(trx, restaurantId).where('a.id', '=', id).executeTakeFirstOrThrow();
}

/** Active managers and owners of the restaurant who set an approval PIN. */
export function listApprovers(trx: Database, restaurantId: number) {
  return trx
    .selectFrom('staffUsers')
    .select(['id', 'name', 'role'])
    .where('restaurantId', '=', restaurantId)
    .where('isActive', '=', true)
    .where('role', 'in', ['owner', 'manager'])
    .where('approvalPinHash', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findApprover(trx: Database, restaurantId: number, id: number) {
  return trx
    .selectFrom('staffUsers')
    .select(['id', 'name', 'role', 'approvalPinHash'])
    .where('id', '=', id)
    .where('restaurantId', '=', restaurantId)
    .where('isActive', '=', true)
    .where('role', 'in', ['owner', 'manager'])
    .executeTakeFirst();
}

export async function hasPin(trx: Database, staffId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('staffUsers')
    .select('approvalPinHash')
    .where('id', '=', staffId)
    .executeTakeFirst();
  return (row?.approvalPinHash ?? null) !== null;
}

export function setPinHash(trx: Database, staffId: number, hash: string) {
  return trx
    .updateTable('staffUsers')
    .set({ approvalPinHash: hash, updatedAt: sql<Date>`now()` })
    .where('id', '=', staffId)
    .execute();
}
