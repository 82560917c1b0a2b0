import { AppError } from '@sufra/domain';
import type { StationRouting, StationRoutingBody } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import {
  listRoutedCategories,
  listRoutedItems,
  listStationRows,
  setCategoryStation,
  setItemStation,
} from './kitchen-stations.repository';
import { type StationsContext, type StationWriter, stationWrite } from './station-write';

/*
 * Routing (issue 29 item 2): a category's dishes go to its station, and a dish may go elsewhere than its
 * category (its own station wins). Null: a category for every station, a dish as its category.
 */

/** The stations, and every category of the menu with its dishes, each with its own station. */
export async function loadRouting(db: Database, restaurantId: number): Promise<StationRouting> {
  const [stations, categories, items] = await Promise.all([
    listStationRows(db, restaurantId),
    listRoutedCategories(db, restaurantId),
    listRoutedItems(db, restaurantId),
  ]);
  return {
    stations,
    categories: categories.map((c) => ({
      ...c,
      items: items
        .filter((i) => i.categoryId === c.id)
        .map((i) => ({ id: i.id, name: i.name, nameAr: i.nameAr, stationId: i.stationId })),
    })),
  };
}

/** GET /api/staff/kitchen/stations */
export function getStationRouting(db: Database, staff: StaffPrincipal): Promise<StationRouting> {
  return inTransaction(db, (trx) => loadRouting(trx, restaurantOf(staff)));
}

/** The asked changes that change something, by the station they go to (the last word for an id wins). */
function changesByStation(
  asked: { id: number; stationId: number | null }[],
  current: Map<number, number | null>,
): Map<number | null, number[]> {
  const wanted = new Map(asked.map((a) => [a.id, a.stationId]));
  const byStation = new Map<number | null, number[]>();
  for (const [id, stationId] of wanted) {
    if (current.get(id) === stationId) continue;
    byStation.set(stationId, [...(byStation.get(stationId) ?? []), id]);
  }
  return byStation;
}

async function writeRoutes(
  w: StationWriter,
  kind: 'categories' | 'items',
  byStation: Map<number | null, number[]>,
) {
  for (const [stationId, ids] of byStation) {
    if (kind === 'categories') await setCategoryStation(w.trx, w.restaurantId, ids, stationId);
    else await setItemStation(w.trx, w.restaurantId, ids, stationId);
    // The subject names where they now go; `menu:routing` when they go to no station of their own.
    await w.audit('station.routing_changed', stationId === null ? 'menu:routing' : `station:${stationId}`, {
      [kind === 'categories' ? 'categoryIds' : 'itemIds']: ids,
    });
    w.changed();
  }
}

/**
 * PUT /api/staff/kitchen/stations/routing: the categories and dishes named go to the station given (others
 * stay). Every id is checked before anything is written: a category, dish or station not the restaurant's
 * is refused (404 MENU_CATEGORY_NOT_FOUND, MENU_ITEM_NOT_FOUND, STATION_NOT_FOUND) and nothing changes.
 */
export function updateStationRouting(
  ctx: StationsContext,
  staff: StaffPrincipal,
  body: StationRoutingBody,
): Promise<StationRouting> {
  return stationWrite(ctx, staff, async (w) => {
    const [stations, categories, items] = await Promise.all([
      listStationRows(w.trx, w.restaurantId),
      listRoutedCategories(w.trx, w.restaurantId),
      listRoutedItems(w.trx, w.restaurantId),
    ]);
    const categoryStation = new Map(categories.map((c) => [c.id, c.stationId]));
    const itemStation = new Map(items.map((i) => [i.id, i.stationId]));
    const stationIds = new Set(stations.map((s) => s.id));
    if (body.categories.some((c) => !categoryStation.has(c.id)))
      throw new AppError('MENU_CATEGORY_NOT_FOUND');
    if (body.items.some((i) => !itemStation.has(i.id))) throw new AppError('MENU_ITEM_NOT_FOUND');
    const targets = [...body.categories, ...body.items].map((r) => r.stationId);
    if (targets.some((s) => s !== null && !stationIds.has(s))) throw new AppError('STATION_NOT_FOUND');
    await writeRoutes(w, 'categories', changesByStation(body.categories, categoryStation));
    await writeRoutes(w, 'items', changesByStation(body.items, itemStation));
    return loadRouting(w.trx, w.restaurantId);
  });
}
