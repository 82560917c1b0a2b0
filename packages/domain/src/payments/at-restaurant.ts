import { AppError } from '../errors';
import { formatAmount, type Halalas } from '../money/money';
import { isTipAllowed, maxTip } from '../tip/tip';

/** How staff took a payment at the restaurant (the spec's paid_at_rest): no gateway is involved. */
export const AT_RESTAURANT_METHODS = ['cash', 'card_terminal'] as const;
export type AtRestaurantMethod = (typeof AT_RESTAURANT_METHODS)[number];

/** The bill a payment at the restaurant is recorded on (one order's, or the table's open orders'), now. */
export interface BillNow {
  /** bill − paid: what is owed */
  remaining: Halalas;
  /** bill − paid − reserved: what no share on a card page holds right now */
  available: Halalas;
}

/**
 * Whether staff may record `amount` (+ `tip`) on the bill, read under the bill's row locks. `expectedRemaining`
 * is the remaining the staff member saw: if it moved meanwhile (a diner paid a share on their phone), the
 * payment is refused with the new figure, never recorded against a bill the person did not see. Money a
 * diner is paying on a card page right now is not taken from under them (it frees itself if they leave:
 * their reservation lapses), so a card share and a record never count the same halalas twice.
 */
export function checkAtRestaurantPayment(
  bill: BillNow,
  ask: { amount: Halalas; tip: Halalas; expectedRemaining: Halalas },
): void {
  if (ask.expectedRemaining !== bill.remaining)
    throw new AppError('BILL_CHANGED', {
      remaining: formatAmount(bill.remaining),
      remainingHalalas: bill.remaining,
    });
  if (bill.remaining === 0) throw new AppError('ORDER_ALREADY_PAID');
  if (ask.amount > bill.remaining) throw new AppError('AMOUNT_EXCEEDS_BILL');
  if (ask.amount > bill.available)
    throw new AppError('PAYMENT_IN_PROGRESS', {
      inProgress: formatAmount((bill.remaining - bill.available) as Halalas),
      available: formatAmount(bill.available),
      availableHalalas: bill.available,
    });
  if (!isTipAllowed(ask.tip, ask.amount))
    throw new AppError('TIP_TOO_HIGH', { max: formatAmount(maxTip(ask.amount)) });
}
