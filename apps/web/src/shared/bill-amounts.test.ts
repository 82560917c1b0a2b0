import { halalas } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { availableAmount, isBillTouched, unsplitAmount } from './bill-amounts';

const progress = (paid: number, held = 0) => ({
  isFullyPaid: false,
  hasPartialPayments: paid > 0,
  paidAmount: halalas(paid),
  remainingAmount: halalas(10000 - paid),
  reservedAmount: halalas(held),
  availableAmount: halalas(10000 - paid - held),
  progressPercentage: paid / 100,
  itemPayments: [],
});

describe('bill amounts', () => {
  const orderTotal = halalas(10000);

  it('asks for the whole bill while nothing is known, paid or held', () => {
    expect(unsplitAmount({ orderTotal, paymentProgress: null })).toBe(10000);
    expect(isBillTouched({ orderTotal, paymentProgress: progress(0) })).toBe(false);
    expect(unsplitAmount({ orderTotal, paymentProgress: progress(0) })).toBe(10000);
  });

  it('asks for what remains once part is paid, or held by a payment in progress', () => {
    expect(unsplitAmount({ orderTotal, paymentProgress: progress(3000) })).toBe(7000);
    const held = { orderTotal, paymentProgress: progress(0, 2500) };
    expect(isBillTouched(held)).toBe(true);
    expect(availableAmount(held)).toBe(7500);
  });
});
