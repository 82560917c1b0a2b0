import { addMoney, type Halalas, halalas, type TipChoice, tipAmount } from '@sufra/domain';
import type { OrderSummary, PaymentProgress as ProgressView } from '@sufra/domain/contracts';
import type { SplitPayment } from './store/order-slice';

/** What the server says of a bill: its total, and what is paid or held on it (null until known). */
export interface BillFacts {
  orderTotal: Halalas;
  paymentProgress: {
    hasPartialPayments: boolean;
    /** bill − paid − held by payments in progress */
    availableAmount: Halalas;
  } | null;
}

/** The bill as the order and payment-progress queries answer it (the progress may not be read yet). */
export function billFacts(
  order: Pick<OrderSummary, 'total'>,
  progress: Pick<ProgressView, 'hasPartialPayments' | 'availableAmount'> | null | undefined,
): BillFacts {
  return {
    orderTotal: halalas(order.total),
    paymentProgress: progress
      ? {
          hasPartialPayments: progress.hasPartialPayments,
          availableAmount: halalas(progress.availableAmount),
        }
      : null,
  };
}

/** What a new payment may take now (bill − paid − held by payments in progress); the whole bill until known. */
export function availableAmount(bill: BillFacts): Halalas {
  return bill.paymentProgress ? bill.paymentProgress.availableAmount : bill.orderTotal;
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

/** This phone's choices for its next payment (the store keeps them; the bill is the server's). */
export interface PayChoices {
  splitPayment: Pick<SplitPayment, 'isActive' | 'yourShare'>;
  tipChoice: TipChoice;
}

export interface PaymentAmounts {
  /** The share of the bill: the split's share, else what `unsplitAmount` says. */
  amount: Halalas;
  /** On top of the share (tips never pay the bill); a percent tip is a share of `amount`. */
  tip: Halalas;
  /** What the card is charged (spec: paymentAmount). */
  total: Halalas;
}

/**
 * What this diner pays now, before the server's quote arrives (spec section 4: a tip change or a split
 * recomputes it; clearing the split restores the remaining or whole amount). The server computes it alike.
 */
export function paymentAmounts(bill: BillFacts, choices: PayChoices): PaymentAmounts {
  const split = choices.splitPayment;
  const amount = split.isActive ? split.yourShare : unsplitAmount(bill);
  const tip = tipAmount(choices.tipChoice, amount);
  return { amount, tip, total: addMoney(amount, tip) };
}
