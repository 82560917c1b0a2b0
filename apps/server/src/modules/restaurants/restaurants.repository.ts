import type { Database } from '../../db/schema';

const PUBLIC_COLUMNS = [
  'id',
  'name',
  'nameAr',
  'slug',
  'logoUrl',
  'requirePaymentBeforeOrder',
  'pricingMode',
  'vatNumber',
  'phone',
  'status',
] as const;

export function findRestaurantById(db: Database, id: number) {
  return db.selectFrom('restaurants').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type RestaurantRow = NonNullable<Awaited<ReturnType<typeof findRestaurantById>>>;

/** Whether diners may reach it (status) and whether it takes orders now (its maintenance switch). */
export function findRestaurantGate(db: Database, id: number) {
  return db
    .selectFrom('restaurants')
    .select(['status', 'maintenanceMode', 'maintenanceMessage', 'maintenanceMessageAr'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listBusinessCategories(db: Database) {
  return db
    .selectFrom('businessCategories')
    .select(['id', 'key', 'name', 'nameAr'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
