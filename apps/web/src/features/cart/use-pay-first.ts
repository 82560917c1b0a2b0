import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { publicApi } from '../../shared/public-api';
import { useStore } from '../../shared/store';
import { cartOrderRequest } from './order-request';

/**
 * Pay before order (spec section 1): the cart goes to the server as a pending payment (the very body
 * that places an order, priced and checked by the server: table, capacity, items, coupon), and the
 * payment flow pays it; the order is created once the payment succeeds. The cart stays until then.
 * One tap, one pending payment.
 */
export function usePayFirst() {
  const { i18n } = useTranslation();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async ({ notes, couponCode }: { notes: string; couponCode: string | null }) => {
      const { restaurantId, body } = cartOrderRequest(i18n.language, { notes, couponCode });
      const pending = await publicApi.createPendingPayment(restaurantId, {
        kind: 'pay_before_order',
        order: body,
      });
      return { pending, body };
    },
    onSuccess: ({ pending, body }) => useStore.getState().startPayFirst(pending.id, body),
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const start = (notes: string, couponCode: string | null, onReady: () => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate({ notes, couponCode }, { onSuccess: onReady });
  };
  return { ...mutation, start };
}
