import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { RestaurantsTable } from '../../db/schema/restaurants';

const SETTINGS_COLUMNS = [
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'address',
  'addressAr',
  'city',
  'phone',
  'email',
  'logoUrl',
  'vatNumber',
  'commercialRegistration',
  'requirePaymentBeforeOrder',
  'pricingMode',
  'defaultTableCapacity',
  'maintenanceMode',
  'maintenanceMessage',
  'maintenanceMessageAr',
  'kitchenWarnMinutes',
  'kitchenLateMinutes',
] as const;

/** The restaurant's settings; `forUpdate` holds its row until commit (two editors are served in turn). */
export function findSettingsRow(db: Database, restaurantId: number, forUpdate = false) {
  const query = db.selectFrom('restaurants').select(SETTINGS_COLUMNS).where('id', '=', restaurantId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findSettingsRow>>>;

export async function updateSettingsRow(
  db: Database,
  restaurantId: number,
  changes: Updateable<RestaurantsTable>,
): Promise<void> {
  await db
    .updateTable('restaurants')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', restaurantId)
    .execute();
}

/** Whether the restaurant is suspended or in maintenance, with its message in each language. */
export function findMaintenance(db: Database, restaurantId: number) {
  return db
    .selectFrom('restaurants')
    .select(['status', 'maintenanceMode', 'maintenanceMessage', 'maintenanceMessageAr'])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
}
