import type { Kysely } from 'kysely';
import { CREATED, ID, money, oneOf, runStatements, UPDATED } from './sql-steps';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE business_categories (
      ${ID},
      key text NOT NULL UNIQUE,
      name text NOT NULL,
      name_ar text NOT NULL,
      sort integer NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE restaurants (
      ${ID},
      name text NOT NULL,
      name_ar text NOT NULL,
      slug text NOT NULL UNIQUE,
      description text NOT NULL DEFAULT '',
      description_ar text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      address_ar text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      phone text,
      email text,
      logo_url text,
      vat_number text CHECK (vat_number ~ '^3[0-9]{13}3$'),
      business_category_id integer REFERENCES business_categories(id),
      pricing_mode text NOT NULL DEFAULT 'inclusive' ${oneOf('pricing_mode', ['inclusive', 'exclusive'])},
      require_payment_before_order boolean NOT NULL DEFAULT false,
      timezone text NOT NULL DEFAULT 'Asia/Riyadh',
      status text NOT NULL DEFAULT 'active' ${oneOf('status', ['active', 'suspended'])},
      menu_version integer NOT NULL DEFAULT 1,
      ${CREATED},
      ${UPDATED}
    )`,
    `CREATE TABLE menu_categories (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      name text NOT NULL,
      name_ar text NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      ${CREATED}
    )`,
    'CREATE INDEX menu_categories_restaurant_idx ON menu_categories (restaurant_id, sort)',
    `CREATE TABLE menu_items (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      category_id integer NOT NULL REFERENCES menu_categories(id) ON DELETE CASCADE,
      name text NOT NULL,
      name_ar text NOT NULL,
      description text NOT NULL DEFAULT '',
      description_ar text NOT NULL DEFAULT '',
      ${money('price_halalas')},
      photo_url text,
      calories integer CHECK (calories >= 0),
      caffeine_level text NOT NULL DEFAULT 'none' ${oneOf('caffeine_level', ['none', 'low', 'medium', 'high'])},
      is_high_salt boolean NOT NULL DEFAULT false,
      is_available boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0,
      ${CREATED},
      ${UPDATED}
    )`,
    'CREATE INDEX menu_items_category_idx ON menu_items (category_id, sort)',
    'CREATE INDEX menu_items_restaurant_idx ON menu_items (restaurant_id)',
    `CREATE TABLE option_groups (
      ${ID},
      menu_item_id integer NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
      name text NOT NULL,
      name_ar text NOT NULL,
      min_selections integer NOT NULL DEFAULT 0 CHECK (min_selections >= 0),
      max_selections integer NOT NULL DEFAULT 1 CHECK (max_selections >= 1),
      sort integer NOT NULL DEFAULT 0,
      CHECK (max_selections >= min_selections)
    )`,
    'CREATE INDEX option_groups_item_idx ON option_groups (menu_item_id, sort)',
    `CREATE TABLE options (
      ${ID},
      option_group_id integer NOT NULL REFERENCES option_groups(id) ON DELETE CASCADE,
      name text NOT NULL,
      name_ar text NOT NULL,
      ${money('price_halalas')},
      max_quantity integer NOT NULL DEFAULT 1 CHECK (max_quantity >= 1),
      is_available boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0
    )`,
    'CREATE INDEX options_group_idx ON options (option_group_id, sort)',
    // Any change to a restaurant's menu bumps restaurants.menu_version (the menu ETag cache key), whoever
    // writes it; no writer can forget. Cascaded deletes find no parent row and bump nothing extra.
    `CREATE FUNCTION bump_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      rec record;
      rid integer;
    BEGIN
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
    ...['menu_categories', 'menu_items', 'option_groups', 'options'].map(
      (table) =>
        `CREATE TRIGGER ${table}_bump_menu_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION bump_menu_version()`,
    ),
    `CREATE TABLE tables (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      number integer NOT NULL CHECK (number > 0),
      hash text NOT NULL UNIQUE,
      capacity integer NOT NULL DEFAULT 4 CHECK (capacity > 0),
      status text NOT NULL DEFAULT 'active' ${oneOf('status', ['active', 'maintenance'])},
      ${CREATED},
      ${UPDATED},
      UNIQUE (restaurant_id, number)
    )`,
    `CREATE TABLE takeaway_points (
      ${ID},
      restaurant_id integer NOT NULL REFERENCES restaurants(id) ON DELETE CASCADE,
      name text NOT NULL,
      name_ar text NOT NULL,
      hash text NOT NULL UNIQUE,
      is_active boolean NOT NULL DEFAULT true,
      ${CREATED},
      ${UPDATED}
    )`,
  ]);
}
