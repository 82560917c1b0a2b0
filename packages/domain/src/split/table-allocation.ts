import { AppError } from '../errors';
import { type Halalas, halalas } from '../money/money';

/** An order of a table's bill, with what a new payment may still take of it. */
export interface OrderRoom {
  orderId: number;
  available: Halalas;
}

/**
 * Spreads one payment of a table's bill over its orders (issue 8 item 10): oldest order first, each up
 * to what it still has room for, so every part fits its order's bill and the parts sum exactly to the
 * amount. AMOUNT_EXCEEDS_BILL when the orders together have less room than the amount.
 */
export function allocateAcrossOrders(
  amount: Halalas,
  orders: readonly OrderRoom[],
): { orderId: number; amount: Halalas }[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('AMOUNT_INVALID');
  const parts: { orderId: number; amount: Halalas }[] = [];
  let left = amount as number;
  for (const o of [...orders].sort((a, b) => a.orderId - b.orderId)) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, o.available));
    if (take > 0) parts.push({ orderId: o.orderId, amount: halalas(take) });
    left -= take;
  }
  if (left > 0) throw new AppError('AMOUNT_EXCEEDS_BILL');
  return parts;
}
