import type { Database } from '../../db/schema';

export function findMenuVersion(db: Database, restaurantId: number) {
  return db
    .selectFrom('restaurants')
    .select(['menuVersion', 'status'])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
}

export function listMenuCategories(db: Database, restaurantId: number) {
  return db
    .selectFrom('menuCategories')
    .select(['id', 'name', 'nameAr'])
    .where('restaurantId', '=', restaurantId)
    .where('isActive', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listMenuItems(db: Database, restaurantId: number) {
  return db
    .selectFrom('menuItems')
    .select([
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
    ])
    .where('restaurantId', '=', restaurantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listOptionGroups(db: Database, restaurantId: number) {
  return db
    .selectFrom('optionGroups as g')
    .innerJoin('menuItems as i', 'i.id', 'g.menuItemId')
    .select(['g.id', 'g.menuItemId', 'g.name', 'g.nameAr', 'g.minSelections', 'g.maxSelections'])
    .where('i.restaurantId', '=', restaurantId)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
}

export function listOptions(db: Database, restaurantId: number) {
  return db
    .selectFrom('options as o')
    .innerJoin('optionGroups as g', 'g.id', 'o.optionGroupId')
    .innerJoin('menuItems as i', 'i.id', 'g.menuItemId')
    .select(['o.id', 'o.optionGroupId', 'o.name', 'o.nameAr', 'o.priceHalalas', 'o.maxQuantity'])
    .where('i.restaurantId', '=', restaurantId)
    .where('o.isAvailable', '=', true)
    .orderBy('o.sort')
    .orderBy('o.id')
    .execute();
}
