import type { Language } from '@sufra/domain';
import type { StaffRole } from '@sufra/domain/contracts';
import type { PushPreferences } from '@sufra/domain/push';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A subscription as written by a registration: one row per endpoint, the latest registration wins. */
export interface SubscriptionWrite {
  endpoint: string;
  p256dh: string;
  auth: string;
  kind: 'diner' | 'staff';
  language: Language;
  preferences: PushPreferences;
  restaurantId: number | null;
  staffUserId: number | null;
  staffSessionId: number | null;
}

/** Inserts, or rewrites the endpoint's row (keys, owner, language, settings) and stamps `refreshed_at`. */
export function upsertSubscription(trx: Database, s: SubscriptionWrite) {
  const row = { ...s, preferences: JSON.stringify(s.preferences) };
  return trx
    .insertInto('pushSubscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        ...row,
        refreshedAt: sql<Date>`now()`,
        updatedAt: sql<Date>`now()`,
      }),
    )
    .returning(['id', 'refreshedAt'])
    .executeTakeFirstOrThrow();
}

/** A device that became a staff device hears its restaurant, no longer a diner's orders. */
export async function unfollowAllOrders(trx: Database, subscriptionId: number): Promise<void> {
  await trx.deleteFrom('pushSubscriptionOrders').where('subscriptionId', '=', subscriptionId).execute();
}

export async function deleteSubscriptionByEndpoint(
  trx: Database,
  endpoint: string,
  owner: { kind: 'diner' } | { kind: 'staff'; restaurantId: number; staffUserId: number },
): Promise<boolean> {
  let query = trx
    .deleteFrom('pushSubscriptions')
    .where('endpoint', '=', endpoint)
    .where('kind', '=', owner.kind);
  if (owner.kind === 'staff')
    query = query.where('restaurantId', '=', owner.restaurantId).where('staffUserId', '=', owner.staffUserId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteSubscriptionById(db: Database, id: number): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

export function findDinerSubscriptionId(trx: Database, endpoint: string) {
  return trx
    .selectFrom('pushSubscriptions')
    .select('id')
    .where('endpoint', '=', endpoint)
    .where('kind', '=', 'diner')
    .executeTakeFirst();
}

export function findOrderIdByPublicId(trx: Database, publicId: string) {
  return trx.selectFrom('orders').select('id').where('publicId', '=', publicId).executeTakeFirst();
}

export async function followOrder(trx: Database, subscriptionId: number, orderId: number): Promise<void> {
  await trx
    .insertInto('pushSubscriptionOrders')
    .values({ subscriptionId, orderId })
    .onConflict((oc) => oc.columns(['subscriptionId', 'orderId']).doNothing())
    .execute();
}

/** The diner subscriptions following any of `orderIds` with `setting` on (unselected). */
function dinerFollowing(trx: Database, orderIds: readonly number[], setting: keyof PushPreferences) {
  return trx
    .selectFrom('pushSubscriptionOrders as f')
    .innerJoin('pushSubscriptions as s', 's.id', 'f.subscriptionId')
    .where('f.orderId', 'in', orderIds)
    .where('s.kind', '=', 'diner')
    .where(sql<boolean>`coalesce((s.preferences ->> ${setting})::boolean, true)`);
}

/** The restaurant's staff devices whose session is live and whose person has one of `roles` (unselected). */
function staffListening(trx: Database, restaurantId: number, roles: readonly StaffRole[]) {
  return trx
    .selectFrom('pushSubscriptions as s')
    .innerJoin('staffSessions as ss', 'ss.id', 's.staffSessionId')
    .innerJoin('staffUsers as u', 'u.id', 's.staffUserId')
    .where('s.kind', '=', 'staff')
    .where('s.restaurantId', '=', restaurantId)
    .where('u.restaurantId', '=', restaurantId)
    .where('u.isActive', '=', true)
    .where('u.role', 'in', [...roles])
    .where('ss.revokedAt', 'is', null)
    .where('ss.expiresAt', '>', sql<Date>`now()`);
}

/**
 * The diner subscriptions following any of `orderIds` whose `setting` is on, once each (with the first
 * of those orders they follow).
 */
export function dinerFollowers(
  trx: Database,
  orderIds: readonly number[],
  setting: keyof PushPreferences,
): Promise<{ id: number; orderId: number }[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return dinerFollowing(trx, orderIds, setting)
    .select(['s.id', sql<number>`min(f.order_id)`.as('orderId')])
    .groupBy('s.id')
    .orderBy('s.id')
    .execute();
}

/** The restaurant's staff devices whose session is live and whose person has one of `roles`. */
export function staffListeners(
  trx: Database,
  restaurantId: number,
  roles: readonly StaffRole[],
): Promise<{ id: number }[]> {
  return staffListening(trx, restaurantId, roles).select('s.id').orderBy('s.id').execute();
}

/**
 * anyListener's question as an expression, for another statement to carry (no round trip of its own).
 * Its values stay parameters, so a statement built once (db/database.ts, runShape) takes them as it does.
 */
export function listenerExists(
  trx: Database,
  diners: { orderIds: readonly number[]; setting: keyof PushPreferences },
  staff: { restaurantId: number; roles: readonly StaffRole[] },
) {
  const found = dinerFollowing(trx, diners.orderIds, diners.setting)
    .select('s.id')
    .unionAll(staffListening(trx, staff.restaurantId, staff.roles).select('s.id'));
  return sql<boolean>`exists (${found})`;
}

/**
 * Whether any diner following `orderIds` (with `setting` on) or any of the restaurant's live devices of
 * `roles` would hear it: one round trip that stops at the first subscription found.
 */
export async function anyListener(
  trx: Database,
  diners: { orderIds: readonly number[]; setting: keyof PushPreferences },
  staff: { restaurantId: number; roles: readonly StaffRole[] },
): Promise<boolean> {
  const found = await dinerFollowing(trx, diners.orderIds, diners.setting)
    .select('s.id')
    .unionAll(staffListening(trx, staff.restaurantId, staff.roles).select('s.id'))
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** One subscription as the sender needs it, with its staff member's role and whether the session is live. */
export function findSubscriptionForSend(db: Database, id: number) {
  return db
    .selectFrom('pushSubscriptions as s')
    .leftJoin('staffSessions as ss', 'ss.id', 's.staffSessionId')
    .leftJoin('staffUsers as u', 'u.id', 's.staffUserId')
    .select([
      's.id',
      's.endpoint',
      's.p256dh',
      's.auth',
      's.kind',
      's.language',
      's.preferences',
      'u.role',
      sql<boolean>`coalesce(ss.revoked_at IS NULL AND ss.expires_at > now() AND u.is_active, false)`.as(
        'staffLive',
      ),
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export async function markDelivered(db: Database, id: number): Promise<void> {
  await db
    .updateTable('pushSubscriptions')
    .set({ lastSuccessAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** An order as its messages name it. */
export function orderFacts(trx: Database, orderId: number) {
  return trx
    .selectFrom('orders as o')
    .innerJoin('restaurants as r', 'r.id', 'o.restaurantId')
    .leftJoin('tables as t', 't.id', 'o.tableId')
    .select([
      'o.id',
      'o.publicId',
      'o.orderNumber',
      'o.type',
      'o.status',
      'o.version',
      'o.restaurantId',
      'o.totalHalalas',
      't.number as tableNumber',
      'r.name as restaurantName',
      'r.nameAr as restaurantNameAr',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** A payment as its messages name it (the table's number: a table payment's). */
export function paymentFacts(trx: Database, paymentId: number) {
  return trx
    .selectFrom('payments as p')
    .leftJoin('tables as t', 't.id', 'p.tableId')
    .select([
      'p.id',
      'p.publicId',
      'p.restaurantId',
      'p.status',
      'p.amountHalalas',
      'p.tipHalalas',
      't.number as tableNumber',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
}

/** The orders a payment pays (its own, or a table payment's parts'), oldest first. */
export async function paymentOrderIds(
  trx: Database,
  payment: { id: number; orderId: number | null },
): Promise<number[]> {
  if (payment.orderId !== null) return [payment.orderId];
  const parts = await trx
    .selectFrom('payments')
    .select('orderId')
    .where('parentPaymentId', '=', payment.id)
    .where('orderId', 'is not', null)
    .orderBy('orderId')
    .execute();
  return parts.map((r) => r.orderId as number);
}

/** A waiter call with its table's number. */
export function waiterCallFacts(trx: Database, callId: number) {
  return trx
    .selectFrom('waiterCalls as w')
    .innerJoin('tables as t', 't.id', 'w.tableId')
    .select(['w.id', 'w.restaurantId', 'w.reason', 't.number as tableNumber'])
    .where('w.id', '=', callId)
    .executeTakeFirst();
}
