import { z } from 'zod';
import { dataOf, idSchema, PositiveInt4Schema } from './common';
import { text } from './text';

/*
 * Kitchen stations (issue 29 item 2): a restaurant names its stations (grill, cold, bar…) and routes each
 * menu category, or one dish of it, to one; a station's display shows only its lines, with its own all-day
 * counts; the expo (pass) sees each ticket with every station's progress and sends it out (ready) once all
 * are done. A dish with no station (its own or its category's) is shown on every station: never lost.
 */

export const MAX_STATIONS = 12;

export const StationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAr: z.string(),
  sort: z.number().int().nonnegative(),
});
export type Station = z.infer<typeof StationSchema>;

/** POST /api/staff/kitchen/stations, PATCH …/:id: both names required (the console shows either language). */
export const StationBodySchema = z.object({
  name: text(40, { min: 1 }),
  nameAr: text(40, { min: 1 }),
});
export type StationBody = z.infer<typeof StationBodySchema>;
/**
 * PATCH …/:id: new names (both), or where it goes in the restaurant's order (`position`, 0 first; the
 * others keep theirs; past the last place: last), or both. A move sends no names, so it never puts back a
 * name another screen changed meanwhile. The order is each station picker's and the expo's.
 */
export const StationUpdateBodySchema = z
  .object({
    name: text(40, { min: 1 }).optional(),
    nameAr: text(40, { min: 1 }).optional(),
    position: z
      .number()
      .int()
      .nonnegative()
      .max(MAX_STATIONS - 1)
      .optional(),
  })
  .refine((b) => (b.name === undefined) === (b.nameAr === undefined), {
    path: ['nameAr'],
    error: 'both names, or neither',
  })
  .refine((b) => b.name !== undefined || b.position !== undefined, {
    path: ['position'],
    error: 'new names or a position',
  });
export type StationUpdateBody = z.infer<typeof StationUpdateBodySchema>;
export const StationParamsSchema = z.object({ id: idSchema('STATION_NOT_FOUND') });
export const StationResponseSchema = dataOf(z.object({ station: StationSchema }));

/** Where each category and dish goes: `stationId` null = the category's (a dish) / every station (a category). */
export const StationRoutingSchema = z.object({
  stations: z.array(StationSchema),
  categories: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      nameAr: z.string(),
      stationId: z.number().int().positive().nullable(),
      items: z.array(
        z.object({
          id: z.number().int().positive(),
          name: z.string(),
          nameAr: z.string(),
          /** The dish's own station, over its category's; null: its category's. */
          stationId: z.number().int().positive().nullable(),
        }),
      ),
    }),
  ),
});
export type StationRouting = z.infer<typeof StationRoutingSchema>;
/** GET /api/staff/kitchen/stations */
export const StationRoutingResponseSchema = dataOf(StationRoutingSchema);

// An integer column's id (a station id beyond int4 is refused as input, never a database error).
const routeTo = PositiveInt4Schema.nullable();
/** PUT /api/staff/kitchen/stations/routing: the categories and dishes whose station changes (others stay). */
export const StationRoutingBodySchema = z.object({
  categories: z
    .array(z.object({ id: idSchema('MENU_CATEGORY_NOT_FOUND'), stationId: routeTo }))
    .max(500)
    .default([]),
  items: z
    .array(z.object({ id: idSchema('MENU_ITEM_NOT_FOUND'), stationId: routeTo }))
    .max(2000)
    .default([]),
});
export type StationRoutingBody = z.infer<typeof StationRoutingBodySchema>;

/** GET /api/staff/kitchen?station=ID: one station's display (without: the whole kitchen, as before). */
export const KitchenQuerySchema = z.object({ station: idSchema('STATION_NOT_FOUND').optional() });
export type KitchenQuery = z.infer<typeof KitchenQuerySchema>;

/**
 * What station changes write to the audit log (subject `station:{id}`; routing to no station: `menu:routing`).
 */
export const STATION_AUDIT_ACTIONS = [
  'station.created',
  'station.updated',
  'station.removed',
  'station.routing_changed',
] as const;
export type StationAuditAction = (typeof STATION_AUDIT_ACTIONS)[number];
