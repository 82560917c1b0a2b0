import type { OrderSummary } from '@sufra/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { rememberPlacedOrder } from '../../../shared/placed-order';
import { queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { useOneTap } from '../../../shared/use-one-tap';
import { cartApi } from './cart-api';
import { cartOrderRequest } from './order-request';

/**
 * POST /api/public/restaurants/{id}/orders. The client says WHAT (items, options, quantities, context);
 * the server prices everything (ARCHITECTURE.md). A second tap while the first is on its way is ignored,
 * so a double tap places one order.
 */
export function usePlaceOrder() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const tap = useOneTap();
  const mutation = useMutation({
    mutationFn: async ({ notes, couponCode }: { notes: string; couponCode: string | null }) => {
      const { restaurantId, body } = cartOrderRequest(i18n.language, { notes, couponCode });
      return cartApi.placeOrder(restaurantId, body);
    },
    onSuccess: ({ order, orderKey }) => {
      // A takeaway order's secret comes this once: the phone keeps it to open the order later.
      rememberPlacedOrder(order, orderKey ?? null);
      queryClient.setQueryData(queryKeys.order(order.id), order);
      const { session } = useStore.getState();
      if (session.restaurantId !== null && session.tableNumber !== null)
        void queryClient.invalidateQueries({
          queryKey: queryKeys.tableOrders(session.restaurantId, session.tableNumber),
        });
      useStore.getState().clearCart();
    },
    onSettled: () => {
      tap.release();
    },
  });
  /** `couponCode`: only a code the server accepted for this cart, so the total shown is the one charged. */
  const place = (notes: string, couponCode: string | null, onPlaced: (order: OrderSummary) => void) => {
    if (!tap.take()) return;
    mutation.mutate({ notes, couponCode }, { onSuccess: ({ order }) => onPlaced(order) });
  };
  return { ...mutation, place };
}
