import { describe, expect, it } from 'vitest';
import { MAX_LINES_PER_ORDER, MAX_ORDER_TOTAL, orderLimitBreach } from './order-limits';

describe('order limits', () => {
  it('accepts an order at the limits and names the first limit broken beyond them', () => {
    expect(orderLimitBreach(MAX_LINES_PER_ORDER, MAX_ORDER_TOTAL)).toBeNull();
    expect(orderLimitBreach(MAX_LINES_PER_ORDER + 1, 100)).toBe('ORDER_TOO_MANY_LINES');
    expect(orderLimitBreach(3, MAX_ORDER_TOTAL + 1)).toBe('ORDER_TOTAL_TOO_LARGE');
  });

  it('keeps the largest total exact as a JS number (bigint columns are read as numbers)', () => {
    expect(Number.isSafeInteger(MAX_ORDER_TOTAL * 100)).toBe(true);
  });
});
