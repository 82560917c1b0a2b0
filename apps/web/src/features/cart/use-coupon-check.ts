import { useQuery } from '@tanstack/react-query';
import type { CouponCheck } from '../../shared/api-types';
import { publicApi } from '../../shared/public-api';
import { useStore } from '../../shared/store';
import { orderLines } from './order-request';

/**
 * The typed coupon checked by the server against the current cart; re-checked whenever the cart changes,
 * since a minimum order or item rule may stop (or start) applying. No retry: a rejection is an answer.
 */
export function useCouponCheck() {
  const restaurantId = useStore((s) => s.cart.restaurantId ?? s.session.restaurantId);
  const code = useStore((s) => s.cart.couponCode);
  const items = useStore((s) => s.cart.items);
  const isAddingToOrder = useStore((s) => s.cart.addToOrder !== null);
  const lines = orderLines({ items });
  return useQuery<CouponCheck>({
    queryKey: ['coupon-check', restaurantId, code, lines],
    queryFn: () => publicApi.validateCoupon(restaurantId!, { code: code!, items: lines }),
    enabled: restaurantId !== null && !!code && lines.length > 0 && !isAddingToOrder,
    retry: false,
    staleTime: 60_000,
  });
}
