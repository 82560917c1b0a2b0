import { sql } from 'kysely';
import type { Database } from '../../db/schema';

const STATION_COLUMNS = ['id', 'name', 'nameAr', 'sort'] as const;

/** The restaurant's row, locked: station writes of a restaurant take turns (the count, the names). */
export function lockStationsOf(db: Database, restaurantId: number) {
  return db
    .selectFrom('restaurants')
    .select('id')
    .where('id', '=', restaurantId)
    .forUpdate()
    .executeTakeFirst();
}

/** The restaurant's stations in the display's order. */
export function listStationRows(db: Database, restaurantId: number) {
  return db
    .selectFrom('kitchenStations')
    .select(STATION_COLUMNS)
    .where('restaurantId', '=', restaurantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findStationRow(db: Database, restaurantId: number, id: number) {
  return db
    .selectFrom('kitchenStations')
    .select(STATION_COLUMNS)
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Another station of the restaurant already called this (either language; English without case). */
export function findStationNamed(
  db: Database,
  restaurantId: number,
  names: { name: string; nameAr: string },
  exceptId?: number,
) {
  let q = db
    .selectFrom('kitchenStations')
    .select(['id', 'name', 'nameAr'])
    .where('restaurantId', '=', restaurantId)
    .where((eb) =>
      eb.or([eb(sql`lower(name)`, '=', names.name.toLowerCase()), eb('nameAr', '=', names.nameAr)]),
    );
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function insertStation(
  db: Database,
  row: { restaurantId: number; name: string; nameAr: string; sort: number },
) {
  return db.insertInto('kitchenStations').values(row).returning(STATION_COLUMNS).executeTakeFirstOrThrow();
}

export function updateStationRow(
  db: Database,
  restaurantId: number,
  id: number,
  names: { name: string; nameAr: string },
) {
  return db
    .updateTable('kitchenStations')
    .set(names)
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .returning(STATION_COLUMNS)
    .executeTakeFirst();
}

/** The restaurant's stations numbered in this order (`ids`: every station of it, first to last). */
export async function setStationOrder(db: Database, restaurantId: number, ids: readonly number[]) {
  for (const [sort, id] of ids.entries())
    await db
      .updateTable('kitchenStations')
      .set({ sort })
      .where('restaurantId', '=', restaurantId)
      .where('id', '=', id)
      .where('sort', '!=', sort)
      .execute();
}

/** Removes a station; its categories and dishes become unrouted by the foreign key (SET NULL). */
export function deleteStationRow(db: Database, restaurantId: number, id: number) {
  return db
    .deleteFrom('kitchenStations')
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What routing shows and checks: the restaurant's categories and dishes, each with its own station. */
export function listRoutedCategories(db: Database, restaurantId: number) {
  return db
    .selectFrom('menuCategories')
    .select(['id', 'name', 'nameAr', 'stationId'])
    .where('restaurantId', '=', restaurantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listRoutedItems(db: Database, restaurantId: number) {
  return db
    .selectFrom('menuItems')
    .select(['id', 'categoryId', 'name', 'nameAr', 'stationId'])
    .where('restaurantId', '=', restaurantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function setCategoryStation(
  db: Database,
  restaurantId: number,
  ids: number[],
  stationId: number | null,
) {
  return db
    .updateTable('menuCategories')
    .set({ stationId })
    .where('restaurantId', '=', restaurantId)
    .where('id', 'in', ids)
    .execute();
}

export function setItemStation(db: Database, restaurantId: number, ids: number[], stationId: number | null) {
  return db
    .updateTable('menuItems')
    .set({ stationId })
    .where('restaurantId', '=', restaurantId)
    .where('id', 'in', ids)
    .execute();
}

/** The categories and dishes routed to this station (what its removal unroutes). */
export async function routedTo(db: Database, restaurantId: number, stationId: number) {
  const [categories, items] = await Promise.all([
    db
      .selectFrom('menuCategories')
      .select('id')
      .where('restaurantId', '=', restaurantId)
      .where('stationId', '=', stationId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menuItems')
      .select('id')
      .where('restaurantId', '=', restaurantId)
      .where('stationId', '=', stationId)
      .orderBy('id')
      .execute(),
  ]);
  return { categoryIds: categories.map((c) => c.id), itemIds: items.map((i) => i.id) };
}

/** Each dish's station now: its own, else its category's (null: none). */
export async function dishStations(db: Database, restaurantId: number, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, number | null>();
  const rows = await db
    .selectFrom('menuItems as i')
    .innerJoin('menuCategories as c', 'c.id', 'i.categoryId')
    .select(['i.id', (eb) => eb.fn.coalesce('i.stationId', 'c.stationId').as('stationId')])
    .where('i.restaurantId', '=', restaurantId)
    .where('i.id', 'in', itemIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r.stationId]));
}
