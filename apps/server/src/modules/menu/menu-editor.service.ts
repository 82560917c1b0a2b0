import { AppError } from '@sufra/domain';
import type {
  AuditDetails,
  CreateMenuCategoryBody,
  CreateMenuItemBody,
  MenuAuditAction,
  MenuOptionGroupsBody,
  StaffMenu,
  StaffMenuCategory,
  StaffMenuItem,
  StaffOptionGroup,
  UpdateMenuCategoryBody,
  UpdateMenuItemBody,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/realtime/event-bus';
import {
  type CategoryRow,
  countCategoryItems,
  deleteCategoryRow,
  deleteGroups,
  deleteItemRow,
  deleteOptions,
  type GroupRow,
  type ItemRow,
  insertCategory,
  insertGroup,
  insertItem,
  insertOption,
  listAllCategories,
  listAllGroups,
  listAllItems,
  listAllOptions,
  lockMenu,
  menuVersionOf,
  type OptionRow,
  setSortOrder,
  updateCategoryRow,
  updateGroupRow,
  updateItemRow,
  updateOptionRow,
} from './menu-editor.repository';
import { removeMenuPhoto, type StoredPhoto } from './menu-photos';
import { groupsByItem } from './option-groups-view';

/*
 * The menu editor (issue 12 item 1): owners and managers change the menu diners order from. One
 * transaction per call, under the restaurant's row lock (menu writes of a restaurant take turns); every
 * change audited with before/after in that transaction; nothing written on a refusal; after the commit
 * `menu.updated` { menuVersion } goes to every stream of the restaurant, so open diner menus refetch.
 */

export interface MenuContext {
  db: Database;
  events: EventBus;
  /** DATA_DIR: photos are stored under its uploads/menu. */
  dataDir: string;
}

// ---- Views ----

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

interface MenuRows {
  categories: CategoryRow[];
  items: ItemRow[];
  groups: GroupRow[];
  options: OptionRow[];
}

function categoriesView(rows: MenuRows): StaffMenuCategory[] {
  const groups = groupsByItem(rows.groups, rows.options);
  const itemsByCategory = groupBy(rows.items, (i) => i.categoryId);
  return rows.categories.map((c) => ({
    id: c.id,
    name: c.name,
    nameAr: c.nameAr,
    isActive: c.isActive,
    items: (itemsByCategory.get(c.id) ?? []).map((i) => itemView(i, groups)),
  }));
}

function itemView(i: ItemRow, groups: Map<number, StaffOptionGroup[]>): StaffMenuItem {
  return {
    id: i.id,
    categoryId: i.categoryId,
    name: i.name,
    nameAr: i.nameAr,
    description: i.description,
    descriptionAr: i.descriptionAr,
    price: i.priceHalalas,
    photo: i.photoUrl,
    photoSrcset: i.photoSrcset,
    calories: i.calories,
    caffeineLevel: i.caffeineLevel,
    isHighSalt: i.isHighSalt,
    isAvailable: i.isAvailable,
    optionGroups: groups.get(i.id) ?? [],
  };
}

async function loadStaffMenu(trx: Database, restaurantId: number): Promise<StaffMenu> {
  const [categories, items, groups, options, menuVersion] = await Promise.all([
    listAllCategories(trx, restaurantId),
    listAllItems(trx, restaurantId),
    listAllGroups(trx, restaurantId),
    listAllOptions(trx, restaurantId),
    menuVersionOf(trx, restaurantId),
  ]);
  return { restaurantId, menuVersion, categories: categoriesView({ categories, items, groups, options }) };
}

async function loadCategory(trx: Database, restaurantId: number, id: number): Promise<StaffMenuCategory> {
  const categories = await listAllCategories(trx, restaurantId, id);
  if (categories.length === 0) throw new AppError('MENU_CATEGORY_NOT_FOUND');
  const items = await listAllItems(trx, restaurantId, { categoryId: id });
  const ids = items.map((i) => i.id);
  const [groups, options] = await Promise.all([
    listAllGroups(trx, restaurantId, ids),
    listAllOptions(trx, restaurantId, ids),
  ]);
  return categoriesView({ categories, items, groups, options })[0] as StaffMenuCategory;
}

async function findItem(trx: Database, restaurantId: number, id: number): Promise<StaffMenuItem | null> {
  const [item] = await listAllItems(trx, restaurantId, { itemId: id });
  if (!item) return null;
  const [groups, options] = await Promise.all([
    listAllGroups(trx, restaurantId, [id]),
    listAllOptions(trx, restaurantId, [id]),
  ]);
  return itemView(item, groupsByItem(groups, options));
}

async function loadItem(trx: Database, restaurantId: number, id: number): Promise<StaffMenuItem> {
  const item = await findItem(trx, restaurantId, id);
  if (!item) throw new AppError('MENU_ITEM_NOT_FOUND');
  return item;
}

async function requireCategory(trx: Database, restaurantId: number, id: number): Promise<CategoryRow> {
  const [category] = await listAllCategories(trx, restaurantId, id);
  if (!category) throw new AppError('MENU_CATEGORY_NOT_FOUND');
  return category;
}

// ---- The write frame ----

export interface MenuWriter {
  trx: Database;
  restaurantId: number;
  /** Details with the keys the consoles have words for (AUDIT_DETAIL_FIELDS). */
  audit(action: MenuAuditAction, subject: string, details: AuditDetails): Promise<void>;
}

/**
 * One menu write: the restaurant's row locked, `work` run, and `menu.updated` published after the commit
 * when the menu version moved (the trigger bumps it on every row written).
 */
export async function menuWrite<T>(
  ctx: Pick<MenuContext, 'db' | 'events'>,
  staff: StaffPrincipal,
  work: (w: MenuWriter) => Promise<T>,
): Promise<T> {
  const restaurantId = restaurantOf(staff);
  const { result, before, after } = await inTransaction(ctx.db, async (trx) => {
    const locked = await lockMenu(trx, restaurantId);
    if (!locked) throw new AppError('RESTAURANT_NOT_FOUND');
    const writer: MenuWriter = {
      trx,
      restaurantId,
      audit: (action, subject, details) =>
        recordAudit(trx, { restaurantId, actorId: staff.id, action, subject, details }),
    };
    const result = await work(writer);
    return { result, before: locked.menuVersion, after: await menuVersionOf(trx, restaurantId) };
  });
  if (after !== before)
    await ctx.events.publish({
      type: 'menu.updated',
      restaurantId,
      tableNumber: null,
      data: { menuVersion: after },
    });
  return result;
}

/** The keys whose values differ, and those values before and after (for the audit). */
function diff<T extends object>(before: T, after: Partial<T>) {
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (k) => after[k] !== undefined && JSON.stringify(after[k]) !== JSON.stringify(before[k]),
  );
  return {
    keys,
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

// ---- Reading ----

/** GET /api/staff/menu */
export function getStaffMenu(db: Database, staff: StaffPrincipal): Promise<StaffMenu> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, (trx) => loadStaffMenu(trx, restaurantId));
}

// ---- Categories ----

/** POST /api/staff/menu/categories: a new (visible, empty) category at the end. */
export function createCategory(ctx: MenuContext, staff: StaffPrincipal, body: CreateMenuCategoryBody) {
  return menuWrite(ctx, staff, async (w) => {
    const id = await insertCategory(w.trx, w.restaurantId, body);
    await w.audit('menu.category_created', `menu_category:${id}`, { after: body });
    return loadCategory(w.trx, w.restaurantId, id);
  });
}

/** PATCH /api/staff/menu/categories/:id: rename in either language, hide or show. */
export function updateCategory(
  ctx: MenuContext,
  staff: StaffPrincipal,
  id: number,
  body: UpdateMenuCategoryBody,
) {
  return menuWrite(ctx, staff, async (w) => {
    const row = await requireCategory(w.trx, w.restaurantId, id);
    const change = diff(row, body);
    if (change.keys.length > 0) {
      await updateCategoryRow(w.trx, id, change.after);
      // Both names: each reader sees the category named in their language.
      await w.audit('menu.category_updated', `menu_category:${id}`, {
        name: row.name,
        nameAr: row.nameAr,
        before: change.before,
        after: change.after,
      });
    }
    return loadCategory(w.trx, w.restaurantId, id);
  });
}

/** DELETE /api/staff/menu/categories/:id: only an empty category (409 MENU_CATEGORY_NOT_EMPTY {count}). */
export function deleteCategory(ctx: MenuContext, staff: StaffPrincipal, id: number) {
  return menuWrite(ctx, staff, async (w) => {
    const row = await requireCategory(w.trx, w.restaurantId, id);
    const count = await countCategoryItems(w.trx, id);
    if (count > 0) throw new AppError('MENU_CATEGORY_NOT_EMPTY', { count });
    await deleteCategoryRow(w.trx, id);
    await w.audit('menu.category_deleted', `menu_category:${id}`, {
      before: { name: row.name, nameAr: row.nameAr, isActive: row.isActive },
    });
  });
}

function sameSet(current: number[], asked: number[]) {
  const set = new Set(asked);
  return set.size === asked.length && current.length === asked.length && current.every((id) => set.has(id));
}

/** PUT /api/staff/menu/categories/order: the exact current set, in its new order. */
export function reorderCategories(ctx: MenuContext, staff: StaffPrincipal, ids: number[]) {
  return menuWrite(ctx, staff, async (w) => {
    const current = (await listAllCategories(w.trx, w.restaurantId)).map((c) => c.id);
    if (!sameSet(current, ids)) throw new AppError('MENU_ORDER_MISMATCH');
    if (current.some((id, i) => id !== ids[i])) {
      await setSortOrder(w.trx, 'menuCategories', w.restaurantId, ids);
      await w.audit('menu.categories_reordered', `restaurant:${w.restaurantId}`, {
        before: current,
        after: ids,
      });
    }
    return loadStaffMenu(w.trx, w.restaurantId);
  });
}

/** PUT /api/staff/menu/categories/:id/item-order: the category's exact current items, in their new order. */
export function reorderItems(ctx: MenuContext, staff: StaffPrincipal, categoryId: number, ids: number[]) {
  return menuWrite(ctx, staff, async (w) => {
    await requireCategory(w.trx, w.restaurantId, categoryId);
    const current = (await listAllItems(w.trx, w.restaurantId, { categoryId })).map((i) => i.id);
    if (!sameSet(current, ids)) throw new AppError('MENU_ORDER_MISMATCH');
    if (current.some((id, i) => id !== ids[i])) {
      await setSortOrder(w.trx, 'menuItems', w.restaurantId, ids);
      await w.audit('menu.items_reordered', `menu_category:${categoryId}`, { before: current, after: ids });
    }
    return loadCategory(w.trx, w.restaurantId, categoryId);
  });
}

// ---- Items ----

/** The item's columns from the editor's fields. */
function itemColumns(body: Partial<CreateMenuItemBody>) {
  const columns = {
    categoryId: body.categoryId,
    name: body.name,
    nameAr: body.nameAr,
    description: body.description,
    descriptionAr: body.descriptionAr,
    priceHalalas: body.price,
    calories: body.calories,
    caffeineLevel: body.caffeineLevel,
    isHighSalt: body.isHighSalt,
    isAvailable: body.isAvailable,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Partial<
    Omit<ItemRow, 'id' | 'photoUrl' | 'photoSrcset' | 'sort'>
  >;
}

/** POST /api/staff/menu/items: at the end of its category. */
export function createItem(ctx: MenuContext, staff: StaffPrincipal, body: CreateMenuItemBody) {
  return menuWrite(ctx, staff, async (w) => {
    await requireCategory(w.trx, w.restaurantId, body.categoryId);
    const columns = itemColumns(body) as Parameters<typeof insertItem>[2];
    const id = await insertItem(w.trx, w.restaurantId, columns);
    await w.audit('menu.item_created', `menu_item:${id}`, { after: columns });
    return loadItem(w.trx, w.restaurantId, id);
  });
}

/** PATCH /api/staff/menu/items/:id: any fields; a new category puts it at that category's end. */
export function updateItem(ctx: MenuContext, staff: StaffPrincipal, id: number, body: UpdateMenuItemBody) {
  return menuWrite(ctx, staff, async (w) => {
    const [row] = await listAllItems(w.trx, w.restaurantId, { itemId: id });
    if (!row) throw new AppError('MENU_ITEM_NOT_FOUND');
    const change = diff(row, itemColumns(body));
    if (change.keys.length > 0) {
      const moved = change.keys.includes('categoryId') ? body.categoryId : undefined;
      if (moved !== undefined) await requireCategory(w.trx, w.restaurantId, moved);
      await updateItemRow(w.trx, id, change.after, moved !== undefined ? { toEndOfCategory: moved } : {});
      await w.audit('menu.item_updated', `menu_item:${id}`, {
        name: row.name,
        nameAr: row.nameAr,
        before: change.before,
        after: change.after,
      });
    }
    return loadItem(w.trx, w.restaurantId, id);
  });
}

/**
 * DELETE /api/staff/menu/items/:id: orders keep their lines (names and prices are snapshots; the line's
 * menu_item_id becomes null). Its photo files are removed after the commit.
 */
export async function deleteItem(ctx: MenuContext, staff: StaffPrincipal, id: number) {
  const removed = await menuWrite(ctx, staff, async (w) => {
    const item = await loadItem(w.trx, w.restaurantId, id);
    await deleteItemRow(w.trx, id);
    await w.audit('menu.item_deleted', `menu_item:${id}`, { before: item });
    return item.photoSrcset;
  });
  await removeMenuPhoto(ctx.dataDir, removed);
}

/**
 * PUT /api/staff/menu/items/:id/option-groups: the groups as they must be. A group or option with an id
 * must be this item's (that group's, for an option): anything else is not found (404) and nothing moves.
 * Each group: min ≤ max ≤ its options on sale (a required group a diner cannot complete would make the
 * dish unorderable), else 422 MENU_OPTION_RANGE {group}.
 */
export function replaceOptionGroups(
  ctx: MenuContext,
  staff: StaffPrincipal,
  id: number,
  body: MenuOptionGroupsBody,
) {
  return menuWrite(ctx, staff, async (w) => {
    const before = await loadItem(w.trx, w.restaurantId, id);
    const groups = new Map(before.optionGroups.map((g) => [g.id, g]));
    const seenGroups = new Set<number>();
    const seenOptions = new Set<number>();
    for (const group of body.optionGroups) {
      const existing = group.id === undefined ? undefined : groups.get(group.id);
      if (group.id !== undefined && (!existing || seenGroups.has(group.id)))
        throw new AppError('MENU_ITEM_NOT_FOUND');
      if (group.id !== undefined) seenGroups.add(group.id);
      const own = new Set(existing?.options.map((o) => o.id) ?? []);
      for (const option of group.options) {
        if (option.id === undefined) continue;
        if (!own.has(option.id) || seenOptions.has(option.id)) throw new AppError('MENU_ITEM_NOT_FOUND');
        seenOptions.add(option.id);
      }
      // Counted on the options on sale: what a diner can actually choose (the editor's screen checks the same).
      const available = group.options.filter((o) => o.isAvailable).length;
      if (group.minSelections > group.maxSelections || group.maxSelections > available)
        throw new AppError('MENU_OPTION_RANGE', { group: group.name, groupAr: group.nameAr });
    }

    await writeOptionGroups(w.trx, id, before.optionGroups, body.optionGroups);
    const after = await loadItem(w.trx, w.restaurantId, id);
    if (JSON.stringify(after.optionGroups) !== JSON.stringify(before.optionGroups))
      await w.audit('menu.options_updated', `menu_item:${id}`, {
        name: before.name,
        nameAr: before.nameAr,
        before: before.optionGroups,
        after: after.optionGroups,
      });
    return after;
  });
}

/**
 * Writes an item's option groups as `groups` says (validated by the caller: an id is one of `before`'s):
 * groups and options with an id updated, new ones created, those left out deleted, all in `groups`' order.
 */
export async function writeOptionGroups(
  trx: Database,
  itemId: number,
  before: StaffOptionGroup[],
  groups: MenuOptionGroupsBody['optionGroups'],
): Promise<void> {
  const kept = new Set(groups.flatMap((g) => (g.id === undefined ? [] : [g.id])));
  const byId = new Map(before.map((g) => [g.id, g]));
  await deleteGroups(
    trx,
    before.filter((g) => !kept.has(g.id)).map((g) => g.id),
  );
  for (const [sort, group] of groups.entries()) {
    const values = {
      name: group.name,
      nameAr: group.nameAr,
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      sort,
    };
    let groupId: number;
    if (group.id === undefined) groupId = await insertGroup(trx, { menuItemId: itemId, ...values });
    else {
      groupId = group.id;
      await updateGroupRow(trx, groupId, values);
      const keptOptions = new Set(group.options.flatMap((o) => (o.id === undefined ? [] : [o.id])));
      const old = byId.get(groupId)?.options ?? [];
      await deleteOptions(
        trx,
        old.filter((o) => !keptOptions.has(o.id)).map((o) => o.id),
      );
    }
    for (const [optionSort, option] of group.options.entries()) {
      const optionValues = {
        name: option.name,
        nameAr: option.nameAr,
        priceHalalas: option.price,
        maxQuantity: option.maxQuantity,
        isAvailable: option.isAvailable,
        sort: optionSort,
      };
      if (option.id === undefined) await insertOption(trx, { optionGroupId: groupId, ...optionValues });
      else await updateOptionRow(trx, option.id, optionValues);
    }
  }
}

// ---- Photos ----

/**
 * POST /api/staff/menu/items/:id/photo, once the files are stored: points the item at them. The files it
 * replaces are removed after the commit; on a refusal (the item is gone) the new ones are removed.
 */
export async function setItemPhoto(
  ctx: MenuContext,
  staff: StaffPrincipal,
  id: number,
  photo: StoredPhoto | null,
): Promise<StaffMenuItem> {
  let replaced: string | null = null;
  try {
    const item = await menuWrite(ctx, staff, async (w) => {
      const [row] = await listAllItems(w.trx, w.restaurantId, { itemId: id });
      if (!row) throw new AppError('MENU_ITEM_NOT_FOUND');
      const next = { photoUrl: photo?.url ?? null, photoSrcset: photo?.srcset ?? null };
      if (row.photoUrl !== next.photoUrl || row.photoSrcset !== next.photoSrcset) {
        await updateItemRow(w.trx, id, next);
        await w.audit('menu.item_photo_updated', `menu_item:${id}`, {
          name: row.name,
          nameAr: row.nameAr,
          before: { photoUrl: row.photoUrl, photoSrcset: row.photoSrcset },
          after: next,
        });
        replaced = row.photoSrcset;
      }
      return loadItem(w.trx, w.restaurantId, id);
    });
    await removeMenuPhoto(ctx.dataDir, replaced);
    return item;
  } catch (err) {
    if (photo) await removeMenuPhoto(ctx.dataDir, photo.srcset);
    throw err;
  }
}

/** The item exists in the caller's restaurant (checked before an upload is processed: 404 first). */
export async function requireMenuItem(db: Database, staff: StaffPrincipal, id: number): Promise<void> {
  const restaurantId = restaurantOf(staff);
  await inTransaction(db, (trx) => loadItem(trx, restaurantId, id));
}
