import type { Kysely } from 'kysely';
import { CREATED, ID, runStatements } from './sql-steps';

/**
 * Kitchen stations (issue 29 item 2): `kitchen_stations` are a restaurant's stations (grill, cold, bar…);
 * `menu_categories.station_id` routes a category's dishes to one, `menu_items.station_id` one dish over its
 * category. A station removed leaves its categories and dishes unrouted (SET NULL): shown on every station.
 * A name is a station's once per restaurant, in either language (the display's picker tells them apart).
 *
 * Routing is the kitchen's business, not the diner's menu: `bump_menu_version` now ignores an update that
 * changes `station_id` and nothing else, so routing (and a station's removal) neither renews every diner's
 * menu ETag nor announces a menu change. Every other update bumps it as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE kitchen_stations (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      name text NOT NULL,
      name_ar text NOT NULL,
      sort integer NOT NULL DEFAULT 0 CHECK (sort >= 0),
      ${CREATED}
    )`,
    'CREATE UNIQUE INDEX kitchen_stations_name_idx ON kitchen_stations (restaurant_id, lower(name))',
    'CREATE UNIQUE INDEX kitchen_stations_name_ar_idx ON kitchen_stations (restaurant_id, name_ar)',
    'ALTER TABLE menu_categories ADD COLUMN station_id integer REFERENCES kitchen_stations(id) ON DELETE SET NULL',
    'ALTER TABLE menu_items ADD COLUMN station_id integer REFERENCES kitchen_stations(id) ON DELETE SET NULL',
    // The FK's SET NULL needs these to find a removed station's rows without a scan.
    'CREATE INDEX menu_categories_station_idx ON menu_categories (station_id) WHERE station_id IS NOT NULL',
    'CREATE INDEX menu_items_station_idx ON menu_items (station_id) WHERE station_id IS NOT NULL',
    `CREATE OR REPLACE FUNCTION bump_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      rec record;
      rid integer;
    BEGIN
      IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('menu_categories', 'menu_items')
         AND to_jsonb(NEW) -> 'station_id' IS DISTINCT FROM to_jsonb(OLD) -> 'station_id'
         AND to_jsonb(NEW) - 'station_id' = to_jsonb(OLD) - 'station_id' THEN
        RETURN NULL;
      END IF;
      IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
      IF TG_TABLE_NAME IN ('menu_categories', 'menu_items') THEN
        rid := rec.restaurant_id;
      ELSIF TG_TABLE_NAME = 'option_groups' THEN
        SELECT restaurant_id INTO rid FROM menu_items WHERE id = rec.menu_item_id;
      ELSE
        SELECT mi.restaurant_id INTO rid FROM option_groups g JOIN menu_items mi ON mi.id = g.menu_item_id
          WHERE g.id = rec.option_group_id;
      END IF;
      IF rid IS NOT NULL THEN
        UPDATE restaurants SET menu_version = menu_version + 1 WHERE id = rid;
      END IF;
      RETURN NULL;
    END $$`,
  ]);
}
