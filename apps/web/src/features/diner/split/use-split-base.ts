import { unsplitAmount } from '../../../shared/bill-amounts';
import { useStore } from '../../../shared/store';
import { useBillFacts } from '../../../shared/use-bill-facts';

/**
 * Spec section 9: a split divides what remains once part is paid, else the whole bill. "Remaining" is
 * what a new payment may take now (bill − paid − held by payments in progress), read from the order and
 * its payment progress. Tips are added on top of a share, never split (the server computes the tip on
 * the share).
 */
export function useSplitBase() {
  const orderId = useStore((s) => s.order.orderId);
  const { order, progress, facts } = useBillFacts(orderId);
  // The amount waits for the progress too (or its failure): before it, a touched bill looks whole.
  const isLoading = !!orderId && (order.isPending || progress.isPending);
  return {
    hasOrder: orderId !== null,
    orderId,
    isLoading,
    /** The order could not be read: nothing to split from. */
    error: order.isError ? order.error : null,
    retry: () => void order.refetch(),
    /** What is split; null until the bill is read (or when there is no order to split). */
    amount: facts && !isLoading ? unsplitAmount(facts) : null,
  };
}
