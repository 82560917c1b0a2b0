import type { Halalas } from '../money/money';
import type { OrderStatus } from '../orders/order-status';

/** Spec section 4: a gateway payment's statuses ('pending' is shown as processing). */
export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'completed',
  'failed',
  'abandoned',
  'voided',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_PAYMENT_STATUSES = ['paid', 'partially_paid', 'unpaid', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Payments whose money counts toward the bill (authorized money is held for us). */
export function isSettledPayment(status: PaymentStatus): boolean {
  return status === 'completed' || status === 'authorized';
}

/**
 * An order's payment badge, from the money only (issue 8 item 3; docs/decisions.md "The payment label
 * follows the money"): paid ≥ total => paid (a fully discounted 0 bill is paid), some money => partially
 * paid, none => unpaid, or refunded when nothing counts any more and captured money went back to the card.
 * The spec's "confirmed is shown as Paid" held only for pay-first restaurants, where an order exists only
 * once paid, so the sums already say paid. paid_at_rest was settled at the counter: Paid whatever the
 * online sum says. For display only; the server decides on sums.
 */
export function orderPaymentStatus(
  total: Halalas,
  paid: Halalas,
  orderStatus?: OrderStatus,
  refunded: Halalas = 0 as Halalas,
): OrderPaymentStatus {
  if (orderStatus === 'paid_at_rest') return 'paid';
  if (paid === 0 && refunded > 0) return 'refunded';
  if (paid >= total) return 'paid';
  return paid > 0 ? 'partially_paid' : 'unpaid';
}

/**
 * An order a diner can still pay: money is owed and the order stands (docs/decisions.md, "The payment
 * label follows the money"). Pay Table Bill offers it whatever its kitchen status: a confirmed or
 * completed order with money owed must stay payable.
 */
export function owesMoney(order: { status: OrderStatus; paymentStatus: OrderPaymentStatus }): boolean {
  if (order.status === 'cancelled' || order.status === 'paid_at_rest') return false;
  return order.paymentStatus === 'unpaid' || order.paymentStatus === 'partially_paid';
}
