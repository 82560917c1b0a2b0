import { type Insertable, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MenuItemsTable, OptionGroupsTable, OptionsTable } from '../../db/schema/restaurants';

/*
 * The menu editor's SQL (issue 12 item 1). Every query names the restaurant (or reaches it through the
 * item), so another restaurant's ids are simply not found. restaurants.menu_version is bumped by the
 * database's trigger on every menu row written (migration 0001), never here.
 */

/**
 * Locks the restaurant's row for a menu write and reads its menu version: the editor's writes of one
 * restaurant take turns (a reorder compares the exact current set; two imports never interleave).
 */
export function lockMenu(trx: Database, restaurantId: number) {
  return trx
    .selectFrom('restaurants')
    .select(['id', 'menuVersion'])
    .where('id', '=', restaurantId)
    .forUpdate()
    .executeTakeFirst();
}

export async function menuVersionOf(trx: Database, restaurantId: number): Promise<number> {
  const row = await trx
    .selectFrom('restaurants')
    .select('menuVersion')
    .where('id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return row.menuVersion;
}

// ---- Reading the whole menu as the editor sees it (hidden categories and unavailable options too) ----

export function listAllCategories(trx: Database, restaurantId: number, onlyId?: number) {
  let q = trx
    .selectFrom('menuCategories')
    .select(['id', 'name', 'nameAr', 'isActive', 'sort'])
    .where('restaurantId', '=', restaurantId);
  if (onlyId !== undefined) q = q.where('id', '=', onlyId);
  return q.orderBy('sort').orderBy('id').execute();
}
export type CategoryRow = Awaited<ReturnType<typeof listAllCategories>>[number];

const ITEM_COLUMNS = [
  'id',
  'categoryId',
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'priceHalalas',
  'photoUrl',
  'photoSrcset',
  'calories',
  'caffeineLevel',
  'isHighSalt',
  'isAvailable',
  'sort',
] as const;

export function listAllItems(
  trx: Database,
  restaurantId: number,
  filter: { categoryId?: number; itemId?: number } = {},
) {
  let q = trx.selectFrom('menuItems').select(ITEM_COLUMNS).where('restaurantId', '=', restaurantId);
  if (filter.categoryId !== undefined) q = q.where('categoryId', '=', filter.categoryId);
  if (filter.itemId !== undefined) q = q.where('id', '=', filter.itemId);
  return q.orderBy('sort').orderBy('id').execute();
}
export type ItemRow = Awaited<ReturnType<typeof listAllItems>>[number];

export function listAllGroups(trx: Database, restaurantId: number, itemIds?: number[]) {
  let q = trx
    .selectFrom('optionGroups as g')
    .innerJoin('menuItems as i', 'i.id', 'g.menuItemId')
    .select(['g.id', 'g.menuItemId', 'g.name', 'g.nameAr', 'g.minSelections', 'g.maxSelections'])
    .where('i.restaurantId', '=', restaurantId);
  if (itemIds !== undefined) {
    if (itemIds.length === 0) return Promise.resolve([]);
    q = q.where('g.menuItemId', 'in', itemIds);
  }
  return q.orderBy('g.sort').orderBy('g.id').execute();
}
export type GroupRow = Awaited<ReturnType<typeof listAllGroups>>[number];

export function listAllOptions(trx: Database, restaurantId: number, itemIds?: number[]) {
  let q = trx
    .selectFrom('options as o')
    .innerJoin('optionGroups as g', 'g.id', 'o.optionGroupId')
    .innerJoin('menuItems as i', 'i.id', 'g.menuItemId')
    .select([
      'o.id',
      'o.optionGroupId',
      'o.name',
      'o.nameAr',
      'o.priceHalalas',
      'o.maxQuantity',
      'o.isAvailable',
    ])
    .where('i.restaurantId', '=', restaurantId);
  if (itemIds !== undefined) {
    if (itemIds.length === 0) return Promise.resolve([]);
    q = q.where('g.menuItemId', 'in', itemIds);
  }
  return q.orderBy('o.sort').orderBy('o.id').execute();
}
export type OptionRow = Awaited<ReturnType<typeof listAllOptions>>[number];

// ---- Categories ----

export async function insertCategory(
  trx: Database,
  restaurantId: number,
  values: { name: string; nameAr: string; isActive?: boolean },
): Promise<number> {
  const row = await trx
    .insertInto('menuCategories')
    .values((eb) => ({
      restaurantId,
      ...values,
      // At the end: one more than the last one's place.
      sort: eb
        .selectFrom('menuCategories')
        .select(sql<number>`coalesce(max(sort), -1) + 1`.as('next'))
        .where('restaurantId', '=', restaurantId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategoryRow(
  trx: Database,
  id: number,
  values: { name?: string; nameAr?: string; isActive?: boolean },
) {
  await trx.updateTable('menuCategories').set(values).where('id', '=', id).execute();
}

export async function deleteCategoryRow(trx: Database, id: number) {
  await trx.deleteFrom('menuCategories').where('id', '=', id).execute();
}

export async function countCategoryItems(trx: Database, categoryId: number): Promise<number> {
  const row = await trx
    .selectFrom('menuItems')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('categoryId', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Places the rows in the order of `ids` (0, 1, 2…): one statement. */
export async function setSortOrder(
  trx: Database,
  table: 'menuCategories' | 'menuItems',
  restaurantId: number,
  ids: number[],
) {
  await trx
    .updateTable(table)
    .set({ sort: sql<number>`array_position(${sql.val(ids)}::int[], id) - 1` })
    .where('restaurantId', '=', restaurantId)
    .where('id', 'in', ids)
    .execute();
}

// ---- Items ----

type ItemWrite = Omit<
  Insertable<MenuItemsTable>,
  'id' | 'restaurantId' | 'sort' | 'createdAt' | 'updatedAt' | 'photoUrl' | 'photoSrcset'
>;

/** A new item, at the end of its category. */
export async function insertItem(trx: Database, restaurantId: number, values: ItemWrite): Promise<number> {
  const row = await trx
    .insertInto('menuItems')
    .values((eb) => ({
      restaurantId,
      ...values,
      sort: eb
        .selectFrom('menuItems')
        .select(sql<number>`coalesce(max(sort), -1) + 1`.as('next'))
        .where('categoryId', '=', values.categoryId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItemRow(
  trx: Database,
  id: number,
  values: Updateable<MenuItemsTable>,
  options: { toEndOfCategory?: number } = {},
) {
  await trx
    .updateTable('menuItems')
    .set((eb) => ({
      ...values,
      updatedAt: sql<Date>`now()`,
      ...(options.toEndOfCategory !== undefined
        ? {
            sort: eb
              .selectFrom('menuItems as other')
              .select(sql<number>`coalesce(max(other.sort), -1) + 1`.as('next'))
              .where('other.categoryId', '=', options.toEndOfCategory),
          }
        : {}),
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteItemRow(trx: Database, id: number) {
  await trx.deleteFrom('menuItems').where('id', '=', id).execute();
}

// ---- Option groups ----

export async function insertGroup(
  trx: Database,
  values: Omit<Insertable<OptionGroupsTable>, 'id'>,
): Promise<number> {
  const row = await trx.insertInto('optionGroups').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroupRow(trx: Database, id: number, values: Updateable<OptionGroupsTable>) {
  await trx.updateTable('optionGroups').set(values).where('id', '=', id).execute();
}

export async function deleteGroups(trx: Database, ids: number[]) {
  if (ids.length > 0) await trx.deleteFrom('optionGroups').where('id', 'in', ids).execute();
}

export async function insertOption(trx: Database, values: Omit<Insertable<OptionsTable>, 'id'>) {
  await trx.insertInto('options').values(values).execute();
}

export async function updateOptionRow(trx: Database, id: number, values: Updateable<OptionsTable>) {
  await trx.updateTable('options').set(values).where('id', '=', id).execute();
}

export async function deleteOptions(trx: Database, ids: number[]) {
  if (ids.length > 0) await trx.deleteFrom('options').where('id', 'in', ids).execute();
}
