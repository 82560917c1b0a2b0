import type { OrderSummary } from '@sufra/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderLines } from '../../../shared/menu/order-lines';
import { queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { useOneTap } from '../../../shared/use-one-tap';
import { cartApi } from './cart-api';
import { CartError } from './order-request';

/**
 * "Add to order #N": PUT /api/public/orders/{id}/items with the cart's lines (and the notes, when
 * written). The server re-prices the order and re-checks its coupon. One tap, one request.
 */
export function useAddToOrder() {
  const queryClient = useQueryClient();
  const tap = useOneTap();
  const mutation = useMutation({
    mutationFn: async (notes: string) => {
      const { cart } = useStore.getState();
      if (!cart.addToOrder) throw new CartError('ORDER_NOT_FOUND');
      if (cart.items.length === 0) throw new CartError('CART_EMPTY');
      const trimmed = notes.trim();
      return cartApi.addOrderItems(cart.addToOrder.orderId, {
        items: orderLines(cart.items),
        ...(trimmed ? { notes: trimmed } : {}),
      });
    },
    onSuccess: (order) => {
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
  const add = (notes: string, onAdded: (order: OrderSummary) => void) => {
    if (!tap.take()) return;
    mutation.mutate(notes, { onSuccess: onAdded });
  };
  return { ...mutation, add };
}
