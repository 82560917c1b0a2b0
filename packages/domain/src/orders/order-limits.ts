import { AppError, type ErrorCode } from '../errors';
import { type Halalas, halalas } from '../money/money';

/**
 * Most lines one order may hold, over every add-items round. A table of 8 ordering twice each, with a few
 * lines per person, stays far below; a script adding lines in a loop (2,400 lines were seen) stops here.
 */
export const MAX_LINES_PER_ORDER = 200;

/**
 * Largest bill one order may reach: 100,000 SAR. A banquet for a large group is a fraction of it, and
 * every amount stays far below 2^53 halalas, so the `bigint` money columns read back as exact JS numbers.
 */
export const MAX_ORDER_TOTAL: Halalas = halalas(10_000_000);

/** The rule, pure: why an order of `lines` lines and this total cannot be written, or null when it can. */
export function orderLimitBreach(lines: number, total: number): ErrorCode | null {
  if (lines > MAX_LINES_PER_ORDER) return 'ORDER_TOO_MANY_LINES';
  if (total > MAX_ORDER_TOTAL) return 'ORDER_TOTAL_TOO_LARGE';
  return null;
}

/** Throws the breached limit as a 422 naming its maximum (lines, or SAR), so the diner knows what to do. */
export function assertOrderWithinLimits(lines: number, total: number): void {
  const breach = orderLimitBreach(lines, total);
  if (breach === 'ORDER_TOO_MANY_LINES') throw new AppError(breach, { max: MAX_LINES_PER_ORDER });
  if (breach) throw new AppError(breach, { max: (MAX_ORDER_TOTAL / 100).toLocaleString('en-US') });
}
