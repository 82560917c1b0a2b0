import type { Menu, MenuCategory } from '@sufra/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicApi, queryKeys } from '../../shared/public-api';

export function useMenu(restaurantId: number | null) {
  return useQuery<Menu>({
    queryKey: queryKeys.menu(restaurantId ?? 0),
    queryFn: () => publicApi.menu(restaurantId!),
    enabled: restaurantId !== null,
  });
}

/** Case-insensitive search over names and descriptions in both languages; empty categories drop out. */
export function filterMenu(categories: MenuCategory[], search: string): MenuCategory[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return categories;
  return categories
    .map((c) => ({
      ...c,
      items: c.items.filter((item) =>
        [item.name, item.nameAr, item.description, item.descriptionAr].some((text) =>
          text?.toLocaleLowerCase().includes(needle),
        ),
      ),
    }))
    .filter((c) => c.items.length > 0);
}
