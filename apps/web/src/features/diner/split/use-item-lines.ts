import { halalas, type PerItemShareItem } from '@sufra/domain';
import type { OrderItem } from '@sufra/domain/contracts';
import { useStore } from '../../../shared/store';
import { usePaymentProgress } from '../../../shared/use-bill-facts';
import { useOrder } from '../../../shared/use-order';

export interface ItemLine {
  item: OrderItem;
  /** shares of the line paid or being paid by others */
  taken: number;
  /** the first payer of a shared line fixes how many share it; null while nobody has paid on it */
  fixedSharedBy: number | null;
  isPaid: boolean;
}

/**
 * The order's lines as the server snapshotted them (line totals with options), with what others have
 * already paid or are paying on each, from the live payment progress.
 */
export function useItemLines() {
  const orderId = useStore((s) => s.order.orderId);
  const order = useOrder(orderId);
  const progress = usePaymentProgress(orderId);
  const payments = progress.data?.itemPayments ?? [];
  // A line voided or comped whole costs nothing: nothing to pick (issue 29 item 5).
  const lines: ItemLine[] = (order.data?.items ?? [])
    .filter((item) => item.lineTotal > 0)
    .map((item) => {
      const p = payments.find((x) => x.itemIndex === item.index);
      const taken = (p?.paidShares ?? 0) + (p?.reservedShares ?? 0);
      const fixedSharedBy = taken > 0 ? (p?.sharedBy ?? 1) : null;
      return { item, taken, fixedSharedBy, isPaid: fixedSharedBy !== null && taken >= fixedSharedBy };
    });
  // Nothing left to pay (every line paid, or the bill paid some other way): nothing to pick.
  const isFullyPaid =
    order.data?.paymentStatus === 'paid' ||
    progress.data?.isFullyPaid === true ||
    (lines.length > 0 && lines.every((l) => l.isPaid));
  return { lines, isLoading: order.isPending && !!orderId, isFullyPaid };
}

/** The domain's per-item input: a taken share counts as paid, so the last free share takes the rest. */
export function shareItems(lines: ItemLine[], sharedBy: Record<number, number>): PerItemShareItem[] {
  return lines.map((l) => ({
    index: l.item.index,
    lineTotal: halalas(l.item.lineTotal),
    sharedBy: l.fixedSharedBy ?? sharedBy[l.item.index] ?? 1,
    paidShares: l.taken,
  }));
}
