import { halalas, type TipChoice } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { availableAmount, billFacts, isBillTouched, paymentAmounts, unsplitAmount } from './bill-amounts';

/** A 100.00 bill as the payment-progress query answers it: `paid` paid, `held` held by payments in progress. */
const progress = (paid: number, held = 0) => ({
  hasPartialPayments: paid > 0,
  availableAmount: 10000 - paid - held,
});
const order = { total: 10000 };

describe('bill amounts', () => {
  it('asks for the whole bill while nothing is known, paid or held', () => {
    expect(unsplitAmount(billFacts(order, null))).toBe(10000);
    expect(unsplitAmount(billFacts(order, undefined))).toBe(10000);
    expect(isBillTouched(billFacts(order, progress(0)))).toBe(false);
    expect(unsplitAmount(billFacts(order, progress(0)))).toBe(10000);
  });

  it('asks for what remains once part is paid, or held by a payment in progress', () => {
    expect(unsplitAmount(billFacts(order, progress(3000)))).toBe(7000);
    const held = billFacts(order, progress(0, 2500));
    expect(isBillTouched(held)).toBe(true);
    expect(availableAmount(held)).toBe(7500);
  });
});

describe('what this diner pays now (spec section 4)', () => {
  const noSplit = { isActive: false, yourShare: halalas(0) };
  const share = (amount: number) => ({ isActive: true, yourShare: halalas(amount) });
  const tenPercent: TipChoice = { kind: 'percent', percent: 10 };

  it('the whole bill, or what remains, with a percent tip on it', () => {
    expect(paymentAmounts(billFacts(order, null), { splitPayment: noSplit, tipChoice: tenPercent })).toEqual({
      amount: 10000,
      tip: 1000,
      total: 11000,
    });
    expect(
      paymentAmounts(billFacts(order, progress(3000, 1000)), {
        splitPayment: noSplit,
        tipChoice: tenPercent,
      }),
    ).toEqual({ amount: 6000, tip: 600, total: 6600 });
  });

  it('a split pays its share, whatever remains; a percent tip follows the share, an exact tip does not', () => {
    const bill = billFacts(order, progress(3000));
    expect(paymentAmounts(bill, { splitPayment: share(2500), tipChoice: tenPercent })).toEqual({
      amount: 2500,
      tip: 250,
      total: 2750,
    });
    const exact: TipChoice = { kind: 'custom', amount: halalas(400) };
    expect(paymentAmounts(bill, { splitPayment: share(2500), tipChoice: exact }).total).toBe(2900);
    expect(paymentAmounts(bill, { splitPayment: noSplit, tipChoice: { kind: 'none' } })).toEqual({
      amount: 7000,
      tip: 0,
      total: 7000,
    });
  });
});
