import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { GatewayAccount } from '../gateways';

/** The gateways the sweeper asks (money taken at the restaurant never meets one). */
const SWEPT_GATEWAYS = ['sandbox', 'moyasar'] as const;

/** A lapsed reservation whose gateway answer was never saved (no gateway id). */
export interface UnstartedPayment {
  id: number;
  idempotencyKey: string;
  /** Which gateway made it (gateway-resolver.ts forPayment). */
  restaurantId: number;
  gateway: string;
  gatewayAccount: GatewayAccount;
}

/**
 * Lapsed reservations without a gateway id: the gateway call failed, or the process died before its
 * answer was saved (and a token may have been charged meanwhile). In id order, oldest first.
 */
export function unstartedLapsed(db: Database, limit: number): Promise<UnstartedPayment[]> {
  return (
    db
      .selectFrom('payments')
      .select(['id', 'idempotencyKey', 'restaurantId', 'gateway', 'gatewayAccount'])
      .where('status', '=', 'pending')
      .where('gateway', 'in', SWEPT_GATEWAYS)
      .where('gatewayPaymentId', 'is', null)
      // A table payment's parts never reach a gateway: they end with their parent.
      .where('parentPaymentId', 'is', null)
      .where('reservedUntil', '<', sql<Date>`now()`)
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

export interface PaymentToCheck {
  id: number;
  gatewayPaymentId: string;
  restaurantId: number;
  gateway: string;
  gatewayAccount: GatewayAccount;
  /** Its reservation has run out (now() of the database, which every instance shares). */
  isLapsed: boolean;
}

/**
 * Pending payments the gateway knows that deserve a look: lapsed ones, and ones older than the grace
 * (a capture whose settle was lost with its process). In id order after `afterId`, so successive rounds
 * walk the whole set instead of fetching the same oldest rows forever.
 */
export async function paymentsToCheck(
  db: Database,
  q: { graceSeconds: number; afterId: number; limit: number },
): Promise<PaymentToCheck[]> {
  const rows = await db
    .selectFrom('payments')
    .select([
      'id',
      'gatewayPaymentId',
      'restaurantId',
      'gateway',
      'gatewayAccount',
      sql<boolean>`coalesce(reserved_until < now(), false)`.as('isLapsed'),
    ])
    .where('status', '=', 'pending')
    .where('gateway', 'in', SWEPT_GATEWAYS)
    .where('gatewayPaymentId', 'is not', null)
    .where('id', '>', q.afterId)
    .where((eb) =>
      eb.or([
        eb('reservedUntil', '<', sql<Date>`now()`),
        eb('createdAt', '<', sql<Date>`now() - make_interval(secs => ${q.graceSeconds})`),
      ]),
    )
    .orderBy('id')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    gatewayPaymentId: r.gatewayPaymentId as string,
    restaurantId: r.restaurantId,
    gateway: r.gateway,
    gatewayAccount: r.gatewayAccount,
    isLapsed: r.isLapsed,
  }));
}

/**
 * Abandons one lapsed payment that nothing can capture any more. Conditional and SKIP LOCKED: a settle
 * that holds the row (the diner paid just now) wins, and so does a newer reservation.
 */
export async function abandonLapsed(db: Database, id: number): Promise<boolean> {
  const row = await db
    .updateTable('payments')
    .set({ status: 'abandoned', reservedUntil: null, updatedAt: sql<Date>`now()` })
    .where('status', '=', 'pending')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('id')
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('reservedUntil', '<', sql<Date>`now()`)
        .forUpdate()
        .skipLocked(),
    )
    .returning('id')
    .executeTakeFirst();
  if (row)
    await db
      .updateTable('payments')
      .set({ status: 'abandoned', reservedUntil: null, updatedAt: sql<Date>`now()` })
      .where('parentPaymentId', '=', id)
      .where('status', '=', 'pending')
      .execute();
  return row !== undefined;
}
