import { AppError } from '@sufra/domain';
import {
  MAX_STATIONS,
  type Station,
  type StationBody,
  type StationRouting,
  type StationUpdateBody,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import {
  deleteStationRow,
  dishStations,
  findStationNamed,
  findStationRow,
  insertStation,
  listStationRows,
  routedTo,
  setStationOrder,
  updateStationRow,
} from './kitchen-stations.repository';
import { loadRouting } from './station-routing.service';
import { type StationsContext, stationWrite } from './station-write';

/*
 * Kitchen stations (issue 29 item 2): owners and managers name the restaurant's stations (station-write.ts
 * frames each change: lock, audit, event); the kitchen's display and expo read them.
 */

/** The restaurant's stations, in the display's order. */
export function listStations(db: Database, restaurantId: number): Promise<Station[]> {
  return listStationRows(db, restaurantId);
}

/** The restaurant's station with this id; another restaurant's, or none → 404 STATION_NOT_FOUND. */
export async function requireStation(db: Database, restaurantId: number, id: number): Promise<Station> {
  const station = await findStationRow(db, restaurantId, id);
  if (!station) throw new AppError('STATION_NOT_FOUND');
  return station;
}

/** Each dish's station at this moment: its own, else its category's; a dish not found has none. */
export function stationsOfDishes(db: Database, restaurantId: number, itemIds: number[]) {
  return dishStations(db, restaurantId, [...new Set(itemIds)]);
}

async function assertNameFree(trx: Database, restaurantId: number, body: StationBody, exceptId?: number) {
  if (await findStationNamed(trx, restaurantId, body, exceptId)) throw new AppError('STATION_NAME_TAKEN');
}

/** POST /api/staff/kitchen/stations: a new station last in the picker; at most MAX_STATIONS. */
export function createStation(
  ctx: StationsContext,
  staff: StaffPrincipal,
  body: StationBody,
): Promise<Station> {
  return stationWrite(ctx, staff, async (w) => {
    const stations = await listStationRows(w.trx, w.restaurantId);
    if (stations.length >= MAX_STATIONS) throw new AppError('TOO_MANY_STATIONS', { max: MAX_STATIONS });
    await assertNameFree(w.trx, w.restaurantId, body);
    const sort = stations.reduce((max, s) => Math.max(max, s.sort + 1), 0);
    const station = await insertStation(w.trx, { restaurantId: w.restaurantId, ...body, sort });
    await w.audit('station.created', `station:${station.id}`, {
      id: station.id,
      name: station.name,
      nameAr: station.nameAr,
    });
    w.changed();
    return station;
  });
}

/**
 * PATCH /api/staff/kitchen/stations/:id: new names (the same names again change nothing), and/or with
 * `position` its place in the restaurant's order (the others keep theirs).
 */
export function updateStation(
  ctx: StationsContext,
  staff: StaffPrincipal,
  id: number,
  body: StationUpdateBody,
): Promise<Station> {
  return stationWrite(ctx, staff, async (w) => {
    const before = await requireStation(w.trx, w.restaurantId, id);
    let after = before;
    const names =
      body.name !== undefined && body.nameAr !== undefined ? { name: body.name, nameAr: body.nameAr } : null;
    if (names && (before.name !== names.name || before.nameAr !== names.nameAr)) {
      await assertNameFree(w.trx, w.restaurantId, names, id);
      after = (await updateStationRow(w.trx, w.restaurantId, id, names)) ?? before;
      await w.audit('station.updated', `station:${id}`, {
        before: { name: before.name, nameAr: before.nameAr },
        after: { name: after.name, nameAr: after.nameAr },
      });
      w.changed();
    }
    if (body.position === undefined) return after;
    const order = (await listStationRows(w.trx, w.restaurantId)).map((s) => s.id);
    const from = order.indexOf(id);
    const to = Math.min(body.position, order.length - 1);
    if (from === to) return after;
    order.splice(from, 1);
    order.splice(to, 0, id);
    await setStationOrder(w.trx, w.restaurantId, order);
    await w.audit('station.updated', `station:${id}`, {
      name: after.name,
      before: { position: from },
      after: { position: to },
    });
    w.changed();
    return { ...after, sort: to };
  });
}

/**
 * DELETE /api/staff/kitchen/stations/:id: its categories and dishes become unrouted (shown on every
 * station until routed again; the audit names them). Answers the routing as it is now.
 */
export function deleteStation(
  ctx: StationsContext,
  staff: StaffPrincipal,
  id: number,
): Promise<StationRouting> {
  return stationWrite(ctx, staff, async (w) => {
    const station = await requireStation(w.trx, w.restaurantId, id);
    const unrouted = await routedTo(w.trx, w.restaurantId, id);
    await deleteStationRow(w.trx, w.restaurantId, id);
    await w.audit('station.removed', `station:${id}`, {
      name: station.name,
      nameAr: station.nameAr,
      ...unrouted,
    });
    w.changed();
    return loadRouting(w.trx, w.restaurantId);
  });
}
