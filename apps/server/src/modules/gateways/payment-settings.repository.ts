import { type Insertable, sql } from 'kysely';
import type {
  Database,
  RestaurantGatewayCredentialsTable,
  RestaurantPaymentSettingsTable,
} from '../../db/schema';

/** A restaurant's gateway choice (undefined: it chose nothing, the platform's default applies). */
export function findPaymentSettingsRow(db: Database, restaurantId: number, forUpdate = false) {
  const query = db
    .selectFrom('restaurantPaymentSettings')
    .selectAll()
    .where('restaurantId', '=', restaurantId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export type PaymentSettingsRow = NonNullable<Awaited<ReturnType<typeof findPaymentSettingsRow>>>;

/** The restaurant's keys for each provider it ever gave keys for (kept when it chooses another). */
export function listGatewayCredentials(db: Database, restaurantId: number, forUpdate = false) {
  const query = db
    .selectFrom('restaurantGatewayCredentials')
    .selectAll()
    .where('restaurantId', '=', restaurantId)
    .orderBy('provider');
  return (forUpdate ? query.forUpdate() : query).execute();
}

export function findGatewayCredentials(db: Database, restaurantId: number, provider: string) {
  return db
    .selectFrom('restaurantGatewayCredentials')
    .selectAll()
    .where('restaurantId', '=', restaurantId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** Locks the restaurant's row, so two owners' saves at once apply one after the other. */
export async function lockRestaurantForPaymentSettings(db: Database, restaurantId: number) {
  return db
    .selectFrom('restaurants')
    .select('id')
    .where('id', '=', restaurantId)
    .forUpdate()
    .executeTakeFirst();
}

export async function savePaymentSettingsRow(
  db: Database,
  row: Omit<Insertable<RestaurantPaymentSettingsTable>, 'updatedAt'>,
): Promise<void> {
  const { restaurantId, ...rest } = row;
  await db
    .insertInto('restaurantPaymentSettings')
    .values({ ...row, updatedAt: sql<Date>`now()` })
    .onConflict((oc) => oc.column('restaurantId').doUpdateSet({ ...rest, updatedAt: sql<Date>`now()` }))
    .execute();
}

export async function saveGatewayCredentials(
  db: Database,
  row: Omit<Insertable<RestaurantGatewayCredentialsTable>, 'updatedAt'>,
): Promise<void> {
  const { restaurantId, provider, ...rest } = row;
  await db
    .insertInto('restaurantGatewayCredentials')
    .values({ ...row, updatedAt: sql<Date>`now()` })
    .onConflict((oc) =>
      oc.columns(['restaurantId', 'provider']).doUpdateSet({ ...rest, updatedAt: sql<Date>`now()` }),
    )
    .execute();
}

/** The payment a Moyasar webhook names (by Moyasar's id, which is our idempotency key), with its origin. */
export function findPaymentOrigin(db: Database, gateway: 'moyasar' | 'sandbox', gatewayPaymentId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'restaurantId', 'gateway', 'gatewayAccount'])
    .where('gateway', '=', gateway)
    .where('parentPaymentId', 'is', null)
    .where((eb) =>
      eb.or([
        eb('gatewayPaymentId', '=', gatewayPaymentId),
        eb('idempotencyKey', '=', gatewayPaymentId.toLowerCase()),
      ]),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
