import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { publicApi } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { useOneTap } from '../../../shared/use-one-tap';
import { cartOrderRequest } from './order-request';

/**
 * Pay before order (spec section 1): the cart goes to the server as a pending payment (the very body
 * that places an order, priced and checked by the server: table, capacity, items, coupon), and the
 * payment flow pays it; the order is created once the payment succeeds. The cart stays until then.
 * One tap, one pending payment.
 */
export function usePayFirst() {
  const { i18n } = useTranslation();
  const tap = useOneTap();
  const mutation = useMutation({
    mutationFn: async ({ notes, couponCode }: { notes: string; couponCode: string | null }) => {
      const { restaurantId, body } = cartOrderRequest(i18n.language, { notes, couponCode });
      const { pendingPayment, orderKey } = await publicApi.createPendingPayment(restaurantId, {
        kind: 'pay_before_order',
        order: body,
      });
      return { pending: pendingPayment, orderKey, body };
    },
    onSuccess: ({ pending, orderKey, body }) => {
      const s = useStore.getState();
      // A takeaway cart's secret (its order's, once created): the pay flow and the order open with it.
      if (orderKey) s.rememberOrderKey(pending.id, orderKey);
      s.startPayFirst(pending.id, body);
    },
    onSettled: () => {
      tap.release();
    },
  });
  const start = (notes: string, couponCode: string | null, onReady: () => void) => {
    if (!tap.take()) return;
    mutation.mutate({ notes, couponCode }, { onSuccess: onReady });
  };
  return { ...mutation, start };
}
