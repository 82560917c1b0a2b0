import type { Halalas } from '@sufra/domain';
import type { PaymentProgress } from './store/order-slice';

/** What the server says of a bill: its total, and what is paid or held on it (null until known). */
export interface BillFacts {
  orderTotal: Halalas;
  paymentProgress: PaymentProgress | null;
}

/** What a new payment may take now (bill − paid − held by payments in progress); the whole bill until known. */
export function availableAmount(bill: BillFacts): Halalas {
  const progress = bill.paymentProgress;
  return progress ? (progress.availableAmount ?? progress.remainingAmount) : bill.orderTotal;
}

/** Whether anything is paid or held by a payment in progress: then only "remaining" or a split remain. */
export function isBillTouched(bill: BillFacts): boolean {
  const progress = bill.paymentProgress;
  return !!progress && (progress.hasPartialPayments || availableAmount(bill) < bill.orderTotal);
}

/** What the diner pays without a split, before the tip: the whole bill while untouched, else what remains. */
export function unsplitAmount(bill: BillFacts): Halalas {
  return isBillTouched(bill) ? availableAmount(bill) : bill.orderTotal;
}
