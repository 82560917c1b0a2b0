import { halalas } from '@sufra/domain';
import { useStore } from '../../shared/store';

/**
 * Spec section 9: a split divides what remains once part is paid, else the whole bill. "Remaining" is
 * what a new payment may take now (bill − paid − held by payments in progress). Tips are added on top of
 * a share, never split (the server computes the tip on the share).
 */
export function useSplitBase() {
  const order = useStore((s) => s.order);
  const progress = order.paymentProgress;
  const available = progress ? (progress.availableAmount ?? progress.remainingAmount) : order.orderTotal;
  const isTouched = !!progress && (progress.hasPartialPayments || available < order.orderTotal);
  const amount = isTouched ? halalas(available) : order.orderTotal;
  return { hasOrder: order.orderId !== null, amount, order };
}
