import type { Language } from '@sufra/domain';
import type { WaiterOrder } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../shared/api-client';
import { orderLines } from '../../../../shared/menu/order-lines';
import type { WaiterCart } from '../../../../shared/staff/order-taking/waiter-cart';
import { useRereadTables } from '../table-map-api';

export interface SendInput {
  tableNumber: number;
  /** The open order a round is added to; null: a new order for the table. */
  addTo: string | null;
  cart: WaiterCart;
  /** The open order's note as it was (a round's note replaces it: sent only when the waiter changed it). */
  previousNotes: string;
  /** The guests' language (the console's): their receipt's and messages'. */
  language: Language;
}

/** Sends the order (or the round) to the kitchen; the server prices it and the table map reads it again. */
export function useSendWaiterOrder() {
  const reread = useRereadTables();
  return useMutation({
    mutationFn: ({ tableNumber, addTo, cart, previousNotes, language }: SendInput): Promise<WaiterOrder> => {
      const items = orderLines(cart.lines);
      const notes = cart.notes.trim();
      const sent =
        addTo === null
          ? call(routes.placeStaffTableOrder, {
              params: { number: tableNumber },
              body: { items, notes, language },
            })
          : call(routes.addStaffOrderItems, {
              params: { id: addTo },
              body: notes !== previousNotes.trim() ? { items, notes } : { items },
            });
      return sent.then((d) => d.order);
    },
    onSuccess: reread,
  });
}
