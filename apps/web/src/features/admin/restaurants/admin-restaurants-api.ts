import type { AdminRestaurant } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey, useLiveOptions } from '../../../shared/admin/admin-query';
import { call } from '../../../shared/api-client';

export type RestaurantFilter = AdminRestaurant['status'] | 'all';

/** At most this many at once (the contract's largest page): the search narrows the rest. */
export const RESTAURANTS_SHOWN = 200;

const listKey = adminKey('restaurants');

export function useRestaurants(status: RestaurantFilter, q: string) {
  const key = [...listKey, status, q];
  const live = useLiveOptions(key);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      call(routes.listAdminRestaurants, { query: { status, q, limit: RESTAURANTS_SHOWN }, signal }).then(
        (d) => d.restaurants,
      ),
    ...live,
  });
}

/** Suspending (with its reason) or reactivating: the list is read again afterwards. */
export function useRestaurantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      (reason === undefined
        ? call(routes.reactivateRestaurant, { params: { id } })
        : call(routes.suspendRestaurant, { params: { id }, body: { reason } })
      ).then((d) => d.restaurant),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** A fresh owner invitation for a restaurant whose owner never joined (the earlier links withdrawn). */
export function useResendOwnerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(routes.resendOwnerInvite, { params: { id } }).then((d) => d.invite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
