import type { OrderStatus } from '@sufra/domain';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Lock order (the same as every other writer's, so no two can wait on each other in a cycle): the tables'
 * rows (by id; placing an order and calling a waiter lock one table row first), then the orders (by id;
 * every payment path locks its orders by id), then payments. A move takes both tables, then every open
 * order of both, before it reads or writes any money.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: a payment of a table's bill holds its orders' locks and then inserts
 * rows whose foreign key names the table (payments.table_id), which takes the table row's KEY SHARE lock;
 * FOR UPDATE would block that and the two would wait on each other (the race test found it). NO KEY UPDATE
 * lets key references through and still queues behind (and blocks) placing an order, a waiter call and
 * another move or merge of the table.
 */
export function lockTablesByNumber(trx: Database, restaurantId: number, numbers: number[]) {
  return trx
    .selectFrom('tables')
    .select(['id', 'number', 'hash', 'status'])
    .where('restaurantId', '=', restaurantId)
    .where('number', 'in', numbers)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

export type LockedTable = Awaited<ReturnType<typeof lockTablesByNumber>>[number];

/** The open orders of the tables, their row locks taken in id order. */
export function lockOpenOrders(trx: Database, tableIds: number[], statuses: readonly OrderStatus[]) {
  return trx
    .selectFrom('orders')
    .select(['id', 'tableId', 'orderNumber', 'publicId'])
    .where('tableId', 'in', tableIds)
    .where('status', 'in', [...statuses])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Shares on a card page right now (pending, reservation not expired, by the database's clock): of these
 * orders, of the tables' bills, or a cart paid before its order at these tables.
 */
export async function countCardPagesOpen(trx: Database, orderIds: number[], tableIds: number[]) {
  const row = await trx
    .selectFrom('payments as p')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.status', '=', 'pending')
    .where(sql<boolean>`p.reserved_until > now()`)
    .where((eb) =>
      eb.or([
        ...(orderIds.length > 0 ? [eb('p.orderId', 'in', orderIds)] : []),
        eb('p.tableId', 'in', tableIds),
        eb(
          'p.pendingPaymentId',
          'in',
          eb
            .selectFrom('pendingPayments')
            .select('id')
            .where('tableId', 'in', tableIds)
            .where('kind', '=', 'pay_before_order'),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function moveOrdersTo(trx: Database, orderIds: number[], toTableId: number) {
  if (orderIds.length === 0) return Promise.resolve();
  return trx
    .updateTable('orders')
    .set({ tableId: toTableId, updatedAt: sql<Date>`now()` })
    .where('id', 'in', orderIds)
    .execute();
}

/** The orders' open splits (shared on the table) follow them. */
export function moveSplitsTo(trx: Database, orderIds: number[], toTableId: number) {
  if (orderIds.length === 0) return Promise.resolve();
  return trx
    .updateTable('pendingPayments')
    .set({ tableId: toTableId, updatedAt: sql<Date>`now()` })
    .where('orderId', 'in', orderIds)
    .where('kind', '=', 'split')
    .execute();
}

/**
 * The table-wide payments with a part on these orders follow them (an even split of the table's bill keeps
 * counting the people already paid for). Their money is in their parts, per order: it never moves.
 */
export function moveTablePaymentsTo(
  trx: Database,
  fromTableId: number,
  orderIds: number[],
  toTableId: number,
) {
  if (orderIds.length === 0) return Promise.resolve();
  return trx
    .updateTable('payments')
    .set({ tableId: toTableId, updatedAt: sql<Date>`now()` })
    .where('tableId', '=', fromTableId)
    .where('parentPaymentId', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('parentPaymentId')
        .where('orderId', 'in', orderIds)
        .where('parentPaymentId', 'is not', null),
    )
    .execute();
}

/** The table's calls nobody resolved yet go to the other table; returns their ids. */
export async function moveOpenWaiterCalls(trx: Database, fromTableId: number, toTableId: number) {
  const rows = await trx
    .updateTable('waiterCalls')
    .set({ tableId: toTableId })
    .where('tableId', '=', fromTableId)
    .where('status', 'in', ['open', 'acknowledged'])
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A split back: those of the merge's calls still unresolved at the joined table go back. */
export async function returnWaiterCalls(
  trx: Database,
  ids: number[],
  fromTableId: number,
  toTableId: number,
) {
  if (ids.length === 0) return [];
  const rows = await trx
    .updateTable('waiterCalls')
    .set({ tableId: toTableId })
    .where('id', 'in', ids)
    .where('tableId', '=', fromTableId)
    .where('status', 'in', ['open', 'acknowledged'])
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export function insertTableMove(
  trx: Database,
  values: {
    restaurantId: number;
    kind: 'move' | 'merge';
    fromTableId: number;
    toTableId: number;
    orderIds: number[];
    waiterCallIds: number[];
    staffId: number;
  },
) {
  return trx
    .insertInto('tableMoves')
    .values({
      ...values,
      orderIds: JSON.stringify(values.orderIds),
      waiterCallIds: JSON.stringify(values.waiterCallIds),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Merges not split back whose brought orders are still open at the joined table (a joined bill closed, or
 * all its brought orders gone, ends the merge by itself: nothing is left to split back).
 */
function liveMerges(trx: Database, statuses: readonly OrderStatus[]) {
  return trx
    .selectFrom('tableMoves as m')
    .innerJoin('tables as f', 'f.id', 'm.fromTableId')
    .innerJoin('tables as t', 't.id', 'm.toTableId')
    .select([
      'm.id',
      'm.fromTableId',
      'm.toTableId',
      'm.orderIds',
      'm.waiterCallIds',
      'm.createdAt',
      'f.number as fromNumber',
      't.number as toNumber',
    ])
    .where('m.kind', '=', 'merge')
    .where('m.splitAt', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orders as o')
          .select('o.id')
          .whereRef('o.tableId', '=', 'm.toTableId')
          .where('o.status', 'in', [...statuses])
          .where(sql<boolean>`m.order_ids @> to_jsonb(o.id)`),
      ),
    );
}

/** The live merges either table takes part in (as the joined bill or as the table merged into it). */
export function liveMergesOfTables(trx: Database, tableIds: number[], statuses: readonly OrderStatus[]) {
  return liveMerges(trx, statuses)
    .where((eb) => eb.or([eb('m.fromTableId', 'in', tableIds), eb('m.toTableId', 'in', tableIds)]))
    .orderBy('m.id')
    .execute();
}

/** The restaurant's live merges (the map's joined tables). */
export function liveMergesOfRestaurant(
  trx: Database,
  restaurantId: number,
  statuses: readonly OrderStatus[],
) {
  return liveMerges(trx, statuses).where('m.restaurantId', '=', restaurantId).orderBy('m.id').execute();
}

export function markSplitBack(trx: Database, id: number, staffId: number) {
  return trx
    .updateTable('tableMoves')
    .set({ splitAt: sql<Date>`now()`, splitByStaffId: staffId })
    .where('id', '=', id)
    .execute();
}

/**
 * Live table-wide shares (paid, authorized, or on a card page) of the joined table's bill that paid a
 * part of the merged orders, or were made since the merge: they paid across both tables' food.
 */
export async function countJoinedShares(
  trx: Database,
  tableId: number,
  mergedOrderIds: number[],
  since: Date,
) {
  const row = await trx
    .selectFrom('payments as p')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('p.tableId', '=', tableId)
    .where('p.parentPaymentId', 'is', null)
    .where(
      sql<boolean>`(p.status IN ('completed', 'authorized') OR (p.status = 'pending' AND p.reserved_until > now()))`,
    )
    .where((eb) =>
      eb.or([
        eb('p.createdAt', '>=', since),
        ...(mergedOrderIds.length > 0
          ? [
              eb(
                'p.id',
                'in',
                eb
                  .selectFrom('payments as part')
                  .select('part.parentPaymentId')
                  .where('part.orderId', 'in', mergedOrderIds)
                  .where('part.parentPaymentId', 'is not', null),
              ),
            ]
          : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The first move or merge (not split back) of the table after `after`, within the last 12 hours (a table
 * session's cookie lives 12 hours), with the table moved to and its QR proof.
 */
export function nextMoveFrom(trx: Database, tableId: number, after: Date) {
  return trx
    .selectFrom('tableMoves as m')
    .innerJoin('tables as t', 't.id', 'm.toTableId')
    .select(['m.kind', 'm.createdAt', 'm.toTableId', 't.number', 't.hash'])
    .where('m.fromTableId', '=', tableId)
    .where('m.createdAt', '>', after)
    .where(sql<boolean>`m.created_at > now() - interval '12 hours'`)
    .where((eb) => eb.or([eb('m.kind', '=', 'move'), eb('m.splitAt', 'is', null)]))
    .orderBy('m.createdAt')
    .orderBy('m.id')
    .executeTakeFirst();
}
