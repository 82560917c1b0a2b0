import type { Menu, MenuCategory, MenuItem } from '@sufra/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicApi, queryKeys } from '../public-api';
import { useVisibleInterval } from '../use-visible-interval';

/**
 * Without the table's stream (a takeaway diner, the owner's preview), the open menu asks again this often
 * while visible: the answer is a 304 unless the menu changed.
 */
const MENU_POLL_MS = 30_000;

/** The restaurant's menu; `streamed`: a live stream refetches it on menu.updated, so no polling. */
export function useMenu(restaurantId: number | null, streamed: boolean) {
  const interval = useVisibleInterval(MENU_POLL_MS);
  return useQuery<Menu>({
    queryKey: queryKeys.menu(restaurantId ?? 0),
    queryFn: () => publicApi.menu(restaurantId!),
    enabled: restaurantId !== null,
    refetchInterval: streamed ? false : interval,
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

/** The item with this id in the menu as it is now (undefined once removed or hidden). */
export function findItem(categories: MenuCategory[], id: number): MenuItem | undefined {
  for (const category of categories) {
    const item = category.items.find((i) => i.id === id);
    if (item) return item;
  }
  return undefined;
}
