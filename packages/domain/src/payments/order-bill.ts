import { type Halalas, halalas } from '../money/money';
import type { OrderStatus } from '../orders/order-status';
import { type OrderPaymentStatus, orderPaymentStatus } from './payment-status';

/** What staff see of an order's money at a glance (the orders board, the takeaway queue). Halalas. */
export interface OrderBill {
  state: OrderPaymentStatus;
  total: Halalas;
  /** Counted toward the bill (completed and authorised shares, a table payment's part included). */
  paid: Halalas;
  /** Still owed: nothing once cancelled or paid at the restaurant. */
  remaining: Halalas;
  /** Given back to cards, tips included. */
  refunded: Halalas;
}

/**
 * The bill's state from its sums, by the same rule as the diner's label (`orderPaymentStatus`) and the same
 * remaining as the payment progress (bill - paid, never below 0). A cancelled order owes nothing; an order
 * paid at the restaurant was settled there, whatever the online sum says.
 */
export function orderBill(o: {
  total: number;
  paid: number;
  refunded: number;
  status: OrderStatus;
}): OrderBill {
  const total = halalas(o.total);
  const paid = halalas(o.paid);
  const refunded = halalas(o.refunded);
  const closed = o.status === 'cancelled' || o.status === 'paid_at_rest';
  return {
    state: orderPaymentStatus(total, paid, o.status, refunded),
    total,
    paid,
    remaining: halalas(closed ? 0 : Math.max(0, total - paid)),
    refunded,
  };
}
