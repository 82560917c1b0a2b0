import type { CouponCheck } from '@sufra/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { customerIdentity } from '../../../shared/customer-identity';
import { orderLines } from '../../../shared/menu/order-lines';
import { useStore } from '../../../shared/store';
import { cartApi } from './cart-api';

/**
 * The typed coupon checked by the server against the current cart; re-checked whenever the cart changes,
 * since a minimum order or item rule may stop (or start) applying. No retry: a rejection is an answer.
 * It names the diner (customerIdentity), so a coupon already used by this diner says so before ordering.
 */
export function useCouponCheck() {
  const restaurantId = useStore((s) => s.cart.restaurantId ?? s.session.restaurantId);
  const code = useStore((s) => s.cart.couponCode);
  const items = useStore((s) => s.cart.items);
  const isAddingToOrder = useStore((s) => s.cart.addToOrder !== null);
  const lines = orderLines(items);
  const phone = useStore((s) => s.order.customerPhone);
  return useQuery<CouponCheck>({
    queryKey: ['coupon-check', restaurantId, code, lines, phone],
    queryFn: () =>
      cartApi.validateCoupon(restaurantId!, { code: code!, items: lines, ...customerIdentity() }),
    enabled: restaurantId !== null && !!code && lines.length > 0 && !isAddingToOrder,
    retry: false,
    staleTime: 60_000,
  });
}
