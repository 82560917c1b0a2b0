import { unsplitAmount } from '../../shared/bill-amounts';
import { useStore } from '../../shared/store';

/**
 * Spec section 9: a split divides what remains once part is paid, else the whole bill. "Remaining" is
 * what a new payment may take now (bill − paid − held by payments in progress). Tips are added on top of
 * a share, never split (the server computes the tip on the share).
 */
export function useSplitBase() {
  const order = useStore((s) => s.order);
  return { hasOrder: order.orderId !== null, amount: unsplitAmount(order), order };
}
