import type { MenuCategory } from '@sufra/domain/contracts';

type Named = { name: string; nameAr: string };

export interface MenuNames {
  categories: Map<number, Named>;
  items: Map<number, Named & { categoryId: number }>;
}

/** The menu's categories and items by id, to name a coupon's targets. */
export function menuNames(categories: readonly MenuCategory[]): MenuNames {
  const names: MenuNames = { categories: new Map(), items: new Map() };
  for (const category of categories) {
    names.categories.set(category.id, category);
    for (const item of category.items) names.items.set(item.id, { ...item, categoryId: category.id });
  }
  return names;
}

/**
 * The menu as a checklist shows it for a search: a category stays when its name or any item's name
 * (either language) matches, with only the matching items unless the category's own name matched.
 */
export function searchMenu(categories: readonly MenuCategory[], search: string): MenuCategory[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...categories];
  const matches = (named: Named) =>
    named.name.toLocaleLowerCase().includes(needle) || named.nameAr.toLocaleLowerCase().includes(needle);
  return categories.flatMap((category) => {
    if (matches(category)) return [category];
    const items = category.items.filter(matches);
    return items.length ? [{ ...category, items }] : [];
  });
}
