import { AppError } from '../errors';
import { type Halalas, halalas, roundedDiv, subtractMoney } from '../money/money';
import { linesSubtotal, type OrderTotals, orderTotals } from '../orders/order-pricing';
import type { OrderStatus } from '../orders/order-status';
import type { PricingMode } from '../vat/vat';

/*
 * Voids and comps of order lines (issue 29 item 5): pure rules. An order line keeps its quantity and price;
 * an approved adjustment takes some of its units off the bill. The order's totals are then computed again
 * over the lines as they now stand (same coupon, same VAT rule, VAT rounded once per order), and what the
 * adjustment took off is the difference of the totals before and after: so the adjustments and the rest
 * always add up to the order as it was, to the halala, VAT included.
 */

export const ADJUSTMENT_KINDS = ['void', 'comp'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** A line as the adjustments see it: its units, its total, and its units already voided or comped. */
export interface AdjustableLine {
  quantity: number;
  lineTotal: Halalas;
  /** Units taken off by approved voids and comps. */
  adjusted: number;
}

/** Units of the line still on the bill (a new void or comp may take at most these). */
export function unitsLeft(line: AdjustableLine): number {
  return Math.max(0, line.quantity - line.adjusted);
}

/**
 * What the line still costs: its total less its adjusted units' part. A line's total is its unit price with
 * options times its quantity, so the part is exact; rounded anyway (and all of it when every unit went),
 * so a line never costs less than zero nor more than it did.
 */
export function adjustedLineTotal(line: AdjustableLine): Halalas {
  const adjusted = Math.min(line.quantity, Math.max(0, line.adjusted));
  if (adjusted === 0) return line.lineTotal;
  if (adjusted >= line.quantity) return halalas(0);
  return subtractMoney(line.lineTotal, roundedDiv(line.lineTotal, adjusted, line.quantity));
}

/** Orders whose lines can no longer be voided or comped: a cancelled one, or one paid outside Sufra. */
const CLOSED: readonly OrderStatus[] = ['cancelled', 'paid_at_rest'];

/** Refuses a void or comp the line cannot take, with the reason the waiter can act on. */
export function assertAdjustable(status: OrderStatus, line: AdjustableLine, quantity: number): void {
  if (CLOSED.includes(status)) throw new AppError('ADJUSTMENT_ORDER_CLOSED');
  const left = unitsLeft(line);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > left)
    throw new AppError('ADJUSTMENT_QUANTITY_INVALID', { left });
}

/**
 * The discount as it stands over fewer lines: never more than what is left to discount (a fixed coupon
 * over a bill voided down to less than its value takes off the bill, no more).
 */
export function cappedDiscount(discount: Halalas, subtotal: Halalas): Halalas {
  return halalas(Math.min(discount, subtotal));
}

/** What an adjustment took off: the order's total and VAT before, less after (VAT included, as prices). */
export function adjustmentAmounts(
  before: OrderTotals,
  after: OrderTotals,
): { amount: Halalas; vat: Halalas } {
  return { amount: subtractMoney(before.total, after.total), vat: subtractMoney(before.tax, after.tax) };
}

/** A captured share of the order: what it paid toward the bill (its tip aside). */
export interface PaidShare {
  id: number;
  amount: number;
  /** Whether it paid for the adjusted line (a per-item share): such shares go back first. */
  paidTheLine: boolean;
}

/**
 * Which shares to give back when the bill fell below what was paid (or a line below what its per-item
 * shares paid for it): `excess` is that difference. A share goes back whole, through the cancel's refund
 * path (a refund of the share and a credit note of its invoice), and the rest stays to be paid, so nobody
 * pays for what was voided and nothing is left unpaid. Fewest halalas back that still cover the excess:
 * the shares that paid for the line first, then the smallest share that covers it alone, else the largest
 * shares one by one. Never more than was paid: only captured shares, each once.
 */
export function sharesToRefund(shares: readonly PaidShare[], excess: number): number[] {
  if (excess <= 0) return [];
  const chosen: number[] = [];
  let left = excess;
  const lineFirst = shares.filter((s) => s.paidTheLine).sort((a, b) => b.amount - a.amount);
  for (const share of lineFirst) {
    if (left <= 0) break;
    chosen.push(share.id);
    left -= share.amount;
  }
  if (left <= 0) return chosen;
  const rest = shares.filter((s) => !s.paidTheLine);
  const single = rest.filter((s) => s.amount >= left).sort((a, b) => a.amount - b.amount || b.id - a.id)[0];
  if (single) return [...chosen, single.id];
  for (const share of [...rest].sort((a, b) => b.amount - a.amount || b.id - a.id)) {
    if (left <= 0) break;
    chosen.push(share.id);
    left -= share.amount;
  }
  return chosen;
}

/**
 * What must go back after an adjustment: what was paid beyond the new bill, or beyond the line's new total
 * by the shares that paid for that line (per-item), whichever is more. Zero when nothing was over-paid.
 */
export function refundExcess(q: {
  paid: number;
  total: number;
  linePaid: number;
  lineTotal: number;
}): number {
  return Math.max(0, q.paid - q.total, q.linePaid - q.lineTotal);
}

/** The order's totals over its lines as they stand (adjusted units off), the discount capped to them. */
export function adjustedOrderTotals(
  lines: readonly AdjustableLine[],
  discount: Halalas,
  mode: PricingMode,
): OrderTotals {
  const subtotal = linesSubtotal(lines.map((l) => ({ lineTotal: adjustedLineTotal(l) })));
  return orderTotals(subtotal, cappedDiscount(discount, subtotal), mode);
}
