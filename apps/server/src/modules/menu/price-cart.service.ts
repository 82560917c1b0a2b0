import { AppError, type PricedLine, priceLines } from '@sufra/domain';
import type { OrderLineInput } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { loadMenuForLines } from './menu-lines.repository';

/**
 * Prices a cart from the restaurant's menu as it is now (also for the payment-before-order flow, which
 * quotes the cart before the order exists). Throws CART_EMPTY or the first line's problem.
 */
export async function priceCart(
  trx: Database,
  restaurantId: number,
  lines: OrderLineInput[],
): Promise<PricedLine[]> {
  if (lines.length === 0) throw new AppError('CART_EMPTY');
  const itemIds = [...new Set(lines.map((l) => l.itemId))];
  const menu = await loadMenuForLines(trx, restaurantId, itemIds);
  return priceLines(lines, menu);
}
