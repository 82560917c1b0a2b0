import { formatAmount, type TipChoice } from '@sufra/domain';
import type { PaymentChoice, TipInput } from '@sufra/domain/contracts';
import { type BillFacts, isBillTouched } from '../../../shared/bill-amounts';
import type { OrderState } from '../../../shared/store/order-slice';

/** This phone's choices for the next payment (the store's order slice). */
type Choices = Pick<OrderState, 'splitPayment' | 'tipChoice'>;

/**
 * What a payment pays: the order's bill directly, or a pending payment (a share of the table's split,
 * or a cart paid before its order exists) through POST /pending-payments/:id/payment.
 */
export type PayTarget =
  | { orderId: string }
  | { pendingPaymentId: string }
  /** "Pay the table's bill": one payment for every unpaid order of the table (issue 8 item 10). */
  | { restaurantId: number; tableNumber: number };

/** The tip as the API takes it: a preset percent, or the exact amount as typed text (never a float). */
export function tipInput(choice: TipChoice): TipInput {
  switch (choice.kind) {
    case 'none':
      return { kind: 'none' };
    case 'percent':
      return { kind: 'percent', percent: choice.percent };
    case 'custom':
      return { kind: 'custom', amount: formatAmount(choice.amount) };
  }
}

/**
 * WHAT this diner pays (ARCHITECTURE.md: the client never says how much): the split in progress, else
 * the whole bill while nothing is paid or held, else what remains. The server computes every amount.
 */
export function paymentChoice(order: Choices, bill: BillFacts, hash: string): PaymentChoice {
  const tip = tipInput(order.tipChoice);
  const split = order.splitPayment;
  if (split.isActive) {
    if (split.type === 'evenly')
      return {
        hash,
        mode: 'evenly',
        totalPeople: split.totalPeople,
        peopleYouPayFor: split.peopleYouPayFor,
        tip,
      };
    if (split.type === 'items')
      return {
        hash,
        mode: 'per_item',
        itemIndexes: split.selectedItems,
        itemShares: (split.itemShares ?? []).filter((s) => split.selectedItems.includes(s.index)),
        tip,
      };
    if (split.type === 'remaining') return { hash, mode: 'remaining', tip };
    return { hash, mode: 'custom', customAmount: formatAmount(split.yourShare), tip };
  }
  return { hash, mode: isBillTouched(bill) ? 'remaining' : 'full', tip };
}

/**
 * Where the payment goes: a share of the table's shared split is paid through that pending payment
 * (so every phone sees it on the split); anything else is paid on the order.
 */
export function payTarget(order: Pick<OrderState, 'splitPayment'>, orderId: string): PayTarget {
  const split = order.splitPayment;
  if (split.isActive && split.pendingPaymentId) return { pendingPaymentId: split.pendingPaymentId };
  return { orderId };
}
