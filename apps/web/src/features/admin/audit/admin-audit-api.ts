import * as routes from '@sufra/domain/routes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminKey, useLiveOptions } from '../../../shared/admin/admin-query';
import { call } from '../../../shared/api-client';

/** Every restaurant's entries and the platform's own, newest first, a page at a time. */
export function useAudit(restaurantId: number | undefined) {
  const key = adminKey('audit', restaurantId ?? 'all');
  const live = useLiveOptions(key);
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ signal, pageParam }) =>
      call(routes.listAdminAudit, { query: { restaurantId, before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    ...live,
  });
}

/** The restaurants to filter by (names in both languages). */
export function useRestaurantChoices() {
  return useQuery({
    queryKey: adminKey('audit-restaurants'),
    queryFn: ({ signal }) =>
      call(routes.listAdminRestaurants, { query: { limit: 200 }, signal }).then((d) => d.restaurants),
    staleTime: 60_000,
  });
}
