import { useStore } from '../../shared/store';

/** Spec section 9: a split divides the remaining amount when part is paid, else the final amount. */
export function useSplitBase() {
  const order = useStore((s) => s.order);
  const amount = order.paymentProgress?.hasPartialPayments
    ? order.paymentProgress.remainingAmount
    : order.finalAmount;
  return { hasOrder: order.orderId !== null, amount, order };
}
