import type { OrderStatus } from '@sufra/domain';
import { type Insertable, sql } from 'kysely';
import { endsTransaction, rowShape, runShape } from '../../db/database';
import type { Database, PaymentItemAllocationsTable, PaymentsTable } from '../../db/schema';

/**
 * A payment "holds" money against its order while it is completed/authorized, or pending with an
 * unexpired reservation. Time is the database's now(), so every instance agrees on what has expired.
 */
export const isLive = sql<boolean>`(p.status IN ('completed', 'authorized') OR (p.status = 'pending' AND p.reserved_until > now()))`;

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentByKey>>>;

/**
 * Whose money a payment counts toward: an order's bill (direct payments and split shares), or a
 * pay-before-order cart's (a pending payment without its order yet).
 */
export type BillKey = { orderId: number } | { pendingPaymentId: number } | { tableId: number };

/** A table key reads the table's own payments (their parts per order are read by order key). */
const ofBill = (key: BillKey) =>
  'orderId' in key
    ? sql<boolean>`p.order_id = ${key.orderId}`
    : 'pendingPaymentId' in key
      ? sql<boolean>`p.pending_payment_id = ${key.pendingPaymentId}`
      : sql<boolean>`p.table_id = ${key.tableId}`;

function paymentQuery(trx: Database) {
  return trx
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.orderId')
    .leftJoin('invoices as i', 'i.paymentId', 'p.id')
    .leftJoin('pendingPayments as pp', 'pp.id', 'p.pendingPaymentId')
    .selectAll('p')
    .select([
      'o.publicId as orderPublicId',
      'i.publicId as invoicePublicId',
      'pp.publicId as pendingPaymentPublicId',
    ]);
}

/**
 * A payment about to be asked of its gateway, with what the gateway's description names: the restaurant in
 * both languages and the order's number (if any). One read: the pay request's round trips are its cost.
 */
export function findPaymentToStart(db: Database, id: number) {
  return paymentQuery(db)
    .innerJoin('restaurants as r', 'r.id', 'p.restaurantId')
    .select(['r.name as restaurantName', 'r.nameAr as restaurantNameAr', 'o.orderNumber'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** Which bill an idempotency key already pays (a light read: the key's owner, or undefined). */
export function findPaymentOwner(db: Database, idempotencyKey: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'orderId', 'pendingPaymentId'])
    .where('idempotencyKey', '=', idempotencyKey.toLowerCase())
    .executeTakeFirst();
}

/**
 * A diner's payment of an order, in ONE round trip: the order's row lock (every payment of the bill queues
 * on it), with what the checks and the new payment need beside it: the table's QR hash (the diner's proof),
 * the restaurant's status, maintenance switch and names (the gateway's description), its gateway choice,
 * and which bill the idempotency key pays already, if any. The joined rows are read as the statement's
 * snapshot saw them (as the separate reads before the lock did); the order's row is the latest, locked.
 */
export async function lockOrderToPay(trx: Database, publicId: string, idempotencyKey: string) {
  const args = [publicId, idempotencyKey.toLowerCase()] as const;
  const [row] = await runShape(trx, 'payments.lockOrderToPay', args, (id, key) =>
    trx
      .selectFrom('orders as o')
      .leftJoin('restaurants as r', 'r.id', 'o.restaurantId')
      .leftJoin('tables as t', 't.id', 'o.tableId')
      .leftJoin('restaurantPaymentSettings as s', 's.restaurantId', 'o.restaurantId')
      .leftJoin('payments as k', (j) => j.on('k.idempotencyKey', '=', key))
      .select([
        'o.id',
        'o.publicId',
        'o.restaurantId',
        'o.status',
        'o.totalHalalas',
        'o.orderNumber',
        'o.tableId',
        'o.takeawayPointId',
        'o.accessKeyHash',
        't.hash as tableHash',
        'r.status as restaurantStatus',
        'r.maintenanceMode',
        'r.maintenanceMessage',
        'r.maintenanceMessageAr',
        'r.name as restaurantName',
        'r.nameAr as restaurantNameAr',
        's.provider as gatewayProvider',
        'k.id as keyPaymentId',
        'k.orderId as keyOrderId',
        'k.pendingPaymentId as keyPendingPaymentId',
      ])
      .where('o.publicId', '=', id)
      .forUpdate('o'),
  );
  return row;
}

export function findPaymentByKey(trx: Database, idempotencyKey: string) {
  return paymentQuery(trx).where('p.idempotencyKey', '=', idempotencyKey.toLowerCase()).executeTakeFirst();
}

export function findPaymentByPublicId(trx: Database, publicId: string) {
  return paymentQuery(trx).where('p.publicId', '=', publicId).executeTakeFirst();
}

export function findPaymentById(trx: Database, id: number) {
  return paymentQuery(trx).where('p.id', '=', id).executeTakeFirst();
}

/** Locks one payment row (after the order's: the lock order everywhere is order, then payment). */
export function lockPayment(trx: Database, id: number) {
  return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** Money the order's payments hold now: settled (completed/authorized) and reserved (pending, unexpired). */
export async function liveTotals(trx: Database, key: BillKey) {
  const query = (bill: BillKey) =>
    trx
      .selectFrom('payments as p')
      .select([
        sql<number>`coalesce(sum(p.amount_halalas) FILTER (WHERE p.status IN ('completed', 'authorized')), 0)`.as(
          'paid',
        ),
        sql<number>`coalesce(sum(p.amount_halalas) FILTER (WHERE p.status = 'pending'), 0)`.as('reserved'),
      ])
      .where(ofBill(bill))
      .where(isLive);
  // An order's (every pay request's) is built once; a cart's or a table's as it comes.
  const [row] =
    'orderId' in key
      ? await runShape(trx, 'payments.liveTotals.order', [key.orderId] as const, (orderId) =>
          query({ orderId }),
        )
      : [await query(key).executeTakeFirstOrThrow()];
  return { paid: Number(row?.paid ?? 0), reserved: Number(row?.reserved ?? 0) };
}

/**
 * The live payments of even splits (who pays the last share needs the people already covered): those of
 * one shared split (a pending payment), or of the order's direct even payments.
 */
export function liveEvenPayments(trx: Database, key: BillKey, openOrderStatuses?: readonly OrderStatus[]) {
  let query = trx
    .selectFrom('payments as p')
    .select(['p.amountHalalas', 'p.peoplePaidFor', 'p.splitTotalPeople', 'p.status', 'p.splitBaseHalalas'])
    .where(ofBill(key))
    .where('p.splitType', '=', 'evenly')
    .where(isLive);
  // A table's even split is its sitting's: only the shares with a part on an order still open there. An
  // earlier party's completed shares at the same table, counted, held the split's people and fixed its base,
  // so the next party asking for the same number of people was told the split was no longer valid.
  if (openOrderStatuses)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payments as part')
          .innerJoin('orders as o', 'o.id', 'part.orderId')
          .select('part.id')
          .whereRef('part.parentPaymentId', '=', 'p.id')
          .where('o.status', 'in', openOrderStatuses),
      ),
    );
  return query.orderBy('p.id').execute();
}

/** The order's lines in their stable order (OrderItem.index = position by id). */
export function orderLines(trx: Database, orderId: number) {
  return trx
    .selectFrom('orderItems')
    .select([
      'id',
      'lineTotalHalalas',
      'quantity',
      // Units an approved void or comp took off (issue 29 item 5): a split per item pays what is left.
      sql<number>`(SELECT coalesce(sum(a.quantity), 0)::int FROM order_item_adjustments a
        WHERE a.order_item_id = order_items.id AND a.status = 'approved')`.as('adjusted'),
    ])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Shares of the order's lines held by live payments. */
export function liveAllocations(trx: Database, orderId: number) {
  return trx
    .selectFrom('paymentItemAllocations as a')
    .innerJoin('payments as p', 'p.id', 'a.paymentId')
    .select(['a.orderItemId', 'a.sharedBy', 'a.amountHalalas', 'a.paymentId', 'p.status'])
    .where('p.orderId', '=', orderId)
    .where(isLive)
    .execute();
}

export async function insertPayment(
  trx: Database,
  values: Omit<Insertable<PaymentsTable>, 'reservedUntil'>,
  allocations: Omit<Insertable<PaymentItemAllocationsTable>, 'paymentId'>[],
  /** How long it holds its share: until the database's now() plus this. */
  reserveSeconds: number,
  /** These are the transaction's last statements (it is the caller's own): COMMIT is written with them. */
  options: { last?: boolean } = {},
) {
  // One shape per set of columns given (the pay request's is always the same); the whole row comes back,
  // so the pay request answers from it without reading it again.
  const shape = rowShape(values);
  const args = [...shape.args, reserveSeconds];
  const rowEnds = options.last === true && allocations.length === 0;
  const [row] = await runShape(
    trx,
    `payments.insert:${shape.columns}${rowEnds ? ':last' : ''}`,
    args,
    (...slots) => {
      const insert = trx
        .insertInto('payments')
        .values({
          ...shape.row(slots),
          reservedUntil: sql<Date>`now() + make_interval(secs => ${slots[shape.args.length]})`,
        })
        .returningAll();
      return rowEnds ? insert.modifyEnd(endsTransaction) : insert;
    },
  );
  if (!row) throw new Error('insertPayment: no row came back');
  if (allocations.length > 0) {
    const insert = trx
      .insertInto('paymentItemAllocations')
      .values(allocations.map((a) => ({ ...a, paymentId: row.id })));
    await (options.last ? insert.modifyEnd(endsTransaction) : insert).execute();
  }
  return row;
}

/** Records the gateway's id and page once (a concurrent settle may have stored the id already). */
export async function attachGatewayPayment(
  db: Database,
  id: number,
  gateway: { id: string; transactionUrl: string | null },
) {
  await db
    .updateTable('payments')
    .set({
      gatewayPaymentId: sql<string>`coalesce(gateway_payment_id, ${gateway.id})`,
      transactionUrl: gateway.transactionUrl,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Completed money of the bill other than `exceptId`'s. */
export async function settledAmount(trx: Database, key: BillKey, exceptId: number): Promise<number> {
  const row = await trx
    .selectFrom('payments as p')
    .select((eb) => eb.fn.sum<number>('p.amountHalalas').as('sum'))
    .where(ofBill(key))
    .where('p.status', 'in', ['completed', 'authorized'])
    .where('p.id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.sum ?? 0);
}

/**
 * Money of the bill other than `exceptId`'s that a late capture must leave room for (its over-payment
 * check): settled, and held by reservations that have not lapsed. A capture whose own reservation lapsed
 * yields to one that still holds, so a capture made while its reservation holds never needs this sum
 * (settle-payment.service.ts, `whileHeld`).
 */
export async function takenByOthers(trx: Database, key: BillKey, exceptId: number): Promise<number> {
  const query = (bill: BillKey, except: number) =>
    trx
      .selectFrom('payments as p')
      .select((eb) => eb.fn.sum<number>('p.amountHalalas').as('sum'))
      .where(ofBill(bill))
      .where(isLive)
      .where('p.id', '<>', except);
  const [row] =
    'orderId' in key
      ? await runShape(
          trx,
          'payments.takenByOthers.order',
          [key.orderId, exceptId] as const,
          (orderId, except) => query({ orderId }, except),
        )
      : [await query(key, exceptId).executeTakeFirstOrThrow()];
  return Number(row?.sum ?? 0);
}

/** Settled shares per line, other than `exceptId`'s. */
export function settledAllocations(trx: Database, orderId: number, exceptId: number) {
  return trx
    .selectFrom('paymentItemAllocations as a')
    .innerJoin('payments as p', 'p.id', 'a.paymentId')
    .select(['a.orderItemId', 'a.sharedBy'])
    .where('p.orderId', '=', orderId)
    .where('p.status', 'in', ['completed', 'authorized'])
    .where('p.id', '<>', exceptId)
    .execute();
}

export function allocationsOf(trx: Database, paymentId: number) {
  return trx
    .selectFrom('paymentItemAllocations')
    .select(['orderItemId', 'sharedBy'])
    .where('paymentId', '=', paymentId)
    .execute();
}

/** Remembers a handled webhook event; false when it was handled before. */
export async function rememberWebhookEvent(db: Database, gateway: string, eventId: string) {
  const row = await db
    .insertInto('paymentWebhookEvents')
    .values({ gateway, eventId })
    .onConflict((oc) => oc.columns(['gateway', 'eventId']).doNothing())
    .returning('eventId')
    .executeTakeFirst();
  return row !== undefined;
}

export async function webhookEventSeen(db: Database, gateway: string, eventId: string) {
  const row = await db
    .selectFrom('paymentWebhookEvents')
    .select('eventId')
    .where('gateway', '=', gateway)
    .where('eventId', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A pending payment (and a table payment's parts) the gateway refused: failed, its reservation released. */
export async function failPendingPayment(db: Database, id: number) {
  await db
    .updateTable('payments')
    .set({ status: 'failed', reservedUntil: null, updatedAt: sql<Date>`now()` })
    .where((eb) => eb.or([eb('id', '=', id), eb('parentPaymentId', '=', id)]))
    .where('status', '=', 'pending')
    .execute();
}

/** What the refund job needs to know of a payment before it asks the gateway. */
export function findRefundState(db: Database, paymentId: number) {
  return db
    .selectFrom('payments')
    .select(['restaurantId', 'gateway', 'gatewayAccount', 'refundReason', 'refundedAt'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/** The refund happened: once (a second call finds refunded_at set and changes nothing). */
export async function markRefunded(db: Database, paymentId: number) {
  await db
    .updateTable('payments')
    .set({ refundedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
    .where('id', '=', paymentId)
    .where('refundedAt', 'is', null)
    .execute();
}
