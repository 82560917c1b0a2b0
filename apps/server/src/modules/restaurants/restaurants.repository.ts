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
  'maintenanceMode',
  'maintenanceMessage',
  'maintenanceMessageAr',
] as const;

export function findRestaurantById(db: Database, id: number) {
  return db.selectFrom('restaurants').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type RestaurantRow = NonNullable<Awaited<ReturnType<typeof findRestaurantById>>>;

export function listBusinessCategories(db: Database) {
  return db
    .selectFrom('businessCategories')
    .select(['id', 'key', 'name', 'nameAr'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
