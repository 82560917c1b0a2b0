import type { CreateCouponBody, UpdateCouponBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** Another manager's changes, and the counts should the stream be down, follow within this. */
const REFRESH_MS = 30_000;

const couponsKey = [STAFF_QUERY_ROOT, 'coupons'] as const;

/**
 * The restaurant's coupons, newest first, each with its state today and its usage. A coupon is used by an
 * order (and a cancelled order gives the use back), so any order event of the restaurant reads the list
 * again, as does every (re)connection of the stream: the counts move while the manager watches.
 */
export function useCoupons() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: couponsKey });
  useStaffEvents((event) => {
    if (event.type.startsWith('order.')) refetch();
  }, refetch);
  const interval = useVisibleInterval(REFRESH_MS, refetch);
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => call(routes.listStaffCoupons, { signal }).then((d) => d.coupons),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/**
 * The restaurant's menu as diners see it (the public menu route): the items and categories a coupon may
 * be limited to, with their names in both languages.
 */
export function useMenuChoices() {
  const { restaurantId } = useSignedInStaff();
  return useQuery({
    queryKey: [STAFF_QUERY_ROOT, 'coupon-menu', restaurantId],
    queryFn: ({ signal }) =>
      call(routes.getMenu, { params: { id: restaurantId ?? 0 }, signal }).then((d) => d.categories),
    enabled: restaurantId !== null,
    staleTime: 60_000,
  });
}

/** A change to the coupons: afterwards the list is read again (states and counts come from the server). */
function useCouponChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey, refetchType: 'active' }),
  });
}

export const useCreateCoupon = () =>
  useCouponChange((body: CreateCouponBody) => call(routes.createCoupon, { body }).then((d) => d.coupon));

export const useUpdateCoupon = () =>
  useCouponChange(({ id, change }: { id: number; change: UpdateCouponBody }) =>
    call(routes.updateCoupon, { params: { id }, body: change }).then((d) => d.coupon),
  );
