import type { Database } from '../../db/schema';

/**
 * The menu rows an order's lines refer to, restricted to the restaurant (another restaurant's id is not
 * found) and to the categories diners see: an item of a hidden category is no longer on the menu
 * (ITEM_NOT_FOUND), even in a cart built before the category was hidden.
 */
export async function loadMenuForLines(trx: Database, restaurantId: number, itemIds: number[]) {
  if (itemIds.length === 0) return { items: [], groups: [], options: [] };
  const items = await trx
    .selectFrom('menuItems as i')
    .innerJoin('menuCategories as c', 'c.id', 'i.categoryId')
    .select(['i.id', 'i.name', 'i.nameAr', 'i.priceHalalas', 'i.isAvailable'])
    .where('i.restaurantId', '=', restaurantId)
    .where('i.id', 'in', itemIds)
    .where('c.isActive', '=', true)
    .execute();
  const found = items.map((i) => i.id);
  if (found.length === 0) return { items, groups: [], options: [] };
  const groups = await trx
    .selectFrom('optionGroups')
    .select(['id', 'menuItemId', 'name', 'nameAr', 'minSelections', 'maxSelections'])
    .where('menuItemId', 'in', found)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const options =
    groups.length === 0
      ? []
      : await trx
          .selectFrom('options')
          .select(['id', 'optionGroupId', 'name', 'nameAr', 'priceHalalas', 'maxQuantity', 'isAvailable'])
          .where(
            'optionGroupId',
            'in',
            groups.map((g) => g.id),
          )
          .execute();
  return { items, groups, options };
}
