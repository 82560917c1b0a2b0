import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { restaurantOf } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { type MenuCsvRow, menuCsv, readMenuCsv } from './menu-csv';
import { decodeMenuCsv } from './menu-csv-encoding';
import { csvGroups, groupsBody, sameGroups } from './menu-csv-groups';
import {
  insertCategory,
  insertItem,
  listAllCategories,
  listAllGroups,
  listAllItems,
  listAllOptions,
  updateItemRow,
} from './menu-editor.repository';
import { type MenuContext, menuWrite, writeOptionGroups } from './menu-editor.service';
import { groupsByItem } from './option-groups-view';

/**
 * GET /api/staff/menu/export.csv: every item (hidden categories' too, marked so) with its option groups,
 * in the menu's order.
 */
export function exportMenuCsv(db: Database, staff: StaffPrincipal): Promise<string> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, async (trx) => {
    const [categories, items, groups, options] = await Promise.all([
      listAllCategories(trx, restaurantId),
      listAllItems(trx, restaurantId),
      listAllGroups(trx, restaurantId),
      listAllOptions(trx, restaurantId),
    ]);
    const groupsOf = groupsByItem(groups, options);
    const rows: MenuCsvRow[] = [];
    for (const c of categories)
      for (const i of items.filter((item) => item.categoryId === c.id))
        rows.push({
          category: c.name,
          categoryAr: c.nameAr,
          name: i.name,
          nameAr: i.nameAr,
          description: i.description,
          descriptionAr: i.descriptionAr,
          price: i.priceHalalas,
          calories: i.calories,
          caffeineLevel: i.caffeineLevel,
          isHighSalt: i.isHighSalt,
          isAvailable: i.isAvailable,
          categoryVisible: c.isActive,
          optionGroups: csvGroups(groupsOf.get(i.id) ?? []),
        });
    return menuCsv(rows);
  });
}

const key = (value: string) => value.trim().toLowerCase();

/** The item's fields and the CSV column each comes from. */
const FIELD_COLUMNS = {
  name: 'name',
  nameAr: 'name_ar',
  description: 'description',
  descriptionAr: 'description_ar',
  priceHalalas: 'price',
  calories: 'calories',
  caffeineLevel: 'caffeine',
  isHighSalt: 'high_salt',
  isAvailable: 'available',
} as const;

/**
 * POST /api/staff/menu/import: all or nothing. The whole file is decoded (UTF-8 only) and read first (a
 * bad value refuses it with its row and column); then, in one transaction, each row's category is found
 * by its English or Arabic name (or created at the end, visible or hidden as the file says), its item by
 * the same names inside that category (updated) or created at the category's end. A file with the option
 * columns says each listed item's option groups in full (an item without option lines has none); a file
 * without them leaves option groups as they are. Photos are not in the file and are left as they are.
 */
export async function importMenuCsv(ctx: MenuContext, staff: StaffPrincipal, bytes: Uint8Array) {
  const { rows, present } = readMenuCsv(decodeMenuCsv(bytes));
  const carriesOptions = present.has('option_group');
  // An item found keeps what the file has no column for (a file of names and prices changes only those).
  const carried = (Object.keys(FIELD_COLUMNS) as (keyof typeof FIELD_COLUMNS)[]).filter((field) =>
    present.has(FIELD_COLUMNS[field]),
  );
  return menuWrite(ctx, staff, async (w) => {
    const categories = await listAllCategories(w.trx, w.restaurantId);
    const items = await listAllItems(w.trx, w.restaurantId);
    const storedGroups = carriesOptions
      ? groupsByItem(await listAllGroups(w.trx, w.restaurantId), await listAllOptions(w.trx, w.restaurantId))
      : new Map();
    const result = { categoriesCreated: 0, itemsCreated: 0, itemsUpdated: 0 };
    const created: number[] = [];
    const updated: { id: number; before: Record<string, unknown>; after: Record<string, unknown> }[] = [];
    const categoryOf = new Map<string, number>();
    for (const c of categories) {
      categoryOf.set(`en:${key(c.name)}`, c.id);
      categoryOf.set(`ar:${key(c.nameAr)}`, c.id);
    }
    for (const row of rows) {
      let categoryId =
        categoryOf.get(`en:${key(row.category)}`) ?? categoryOf.get(`ar:${key(row.categoryAr)}`);
      if (categoryId === undefined) {
        categoryId = await insertCategory(w.trx, w.restaurantId, {
          name: row.category,
          nameAr: row.categoryAr,
          isActive: row.categoryVisible ?? true,
        });
        categoryOf.set(`en:${key(row.category)}`, categoryId);
        categoryOf.set(`ar:${key(row.categoryAr)}`, categoryId);
        result.categoriesCreated += 1;
      }
      const values = {
        name: row.name,
        nameAr: row.nameAr,
        description: row.description,
        descriptionAr: row.descriptionAr,
        priceHalalas: row.price,
        calories: row.calories,
        caffeineLevel: row.caffeineLevel,
        isHighSalt: row.isHighSalt,
        isAvailable: row.isAvailable,
      };
      const match = items.find(
        (i) =>
          i.categoryId === categoryId && (key(i.name) === key(row.name) || key(i.nameAr) === key(row.nameAr)),
      );
      if (!match) {
        const id = await insertItem(w.trx, w.restaurantId, { categoryId, ...values });
        if (carriesOptions) await writeOptionGroups(w.trx, id, [], groupsBody([], row.optionGroups));
        created.push(id);
        result.itemsCreated += 1;
        continue;
      }
      const changed = carried.filter((k) => match[k] !== values[k]);
      const stored = storedGroups.get(match.id) ?? [];
      const optionsChanged = carriesOptions && !sameGroups(stored, row.optionGroups);
      if (changed.length === 0 && !optionsChanged) continue;
      if (changed.length > 0)
        await updateItemRow(w.trx, match.id, Object.fromEntries(changed.map((k) => [k, values[k]])));
      if (optionsChanged)
        await writeOptionGroups(w.trx, match.id, stored, groupsBody(stored, row.optionGroups));
      const groupsChange = (groups: Parameters<typeof csvGroups>[0]) =>
        optionsChanged ? { optionGroups: csvGroups(groups) } : {};
      updated.push({
        id: match.id,
        before: { ...Object.fromEntries(changed.map((k) => [k, match[k]])), ...groupsChange(stored) },
        after: {
          ...Object.fromEntries(changed.map((k) => [k, values[k]])),
          ...groupsChange(row.optionGroups),
        },
      });
      result.itemsUpdated += 1;
    }
    if (result.categoriesCreated + result.itemsCreated + result.itemsUpdated > 0)
      await w.audit('menu.imported', `restaurant:${w.restaurantId}`, {
        ...result,
        rows: rows.length,
        createdItemIds: created,
        updated,
      });
    return result;
  });
}
