import { halalas } from '@sufra/domain';
import type { OrderSummary } from '@sufra/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BillFacts, billFacts, paymentAmounts } from '../../../shared/bill-amounts';
import { placedOrderFrom } from '../../../shared/placed-order';
import { useStore } from '../../../shared/store';
import { orderSummary } from '../../../test/order-fixtures';
import { progressBody } from '../../../test/payment-test-server';
import { resetStore } from '../../../test/render';
import { paymentChoice, payTarget } from './pay-request';

const HASH = 'h4h4h4h4h4h4h4h4h4h4h4';
const s = () => useStore.getState();
const split = { totalBill: halalas(8640), pendingPaymentId: null } as const;
/** The fixture order's bill (86.40) as the queries answer it: `paid` paid, `reserved` held, or unknown. */
const bill = (paid: number | null = 0, reserved = 0): BillFacts =>
  billFacts(
    { total: 8640 },
    paid === null
      ? null
      : progressBody({
          hasPartialPayments: paid > 0,
          paidAmount: paid,
          remainingAmount: 8640 - paid,
          reservedAmount: reserved,
          availableAmount: 8640 - paid - reserved,
        }),
  );
/** What this phone would pay now on `facts`, with the store's split and tip. */
const amounts = (facts: BillFacts = bill()) => paymentAmounts(facts, s().order);

beforeEach(() => {
  resetStore();
  s().setBillOrder(placedOrderFrom(orderSummary() as OrderSummary));
});

describe('what the client asks to pay (never how much)', () => {
  it('the whole bill while nothing is paid or held; the remaining amount once something is', () => {
    expect(paymentChoice(s().order, bill(null), HASH)).toEqual({
      hash: HASH,
      mode: 'full',
      tip: { kind: 'none' },
    });
    expect(paymentChoice(s().order, bill(0), HASH).mode).toBe('full');
    // Another phone's payment in progress holds 20.00: "whole" would exceed what is available.
    expect(paymentChoice(s().order, bill(0, 2000), HASH).mode).toBe('remaining');
    expect(amounts(bill(0, 2000)).total).toBe(6640);
  });

  it('each split mode with its own fields, and the tip as a choice or exact text', () => {
    s().setTipChoice({ kind: 'percent', percent: 20 });
    s().startSplit({
      ...split,
      type: 'evenly',
      totalPeople: 3,
      peopleYouPayFor: 2,
      yourShare: halalas(5760),
      selectedItems: [],
    });
    expect(paymentChoice(s().order, bill(), HASH)).toEqual({
      hash: HASH,
      mode: 'evenly',
      totalPeople: 3,
      peopleYouPayFor: 2,
      tip: { kind: 'percent', percent: 20 },
    });
    s().setTipChoice({ kind: 'custom', amount: halalas(505) });
    s().startSplit({
      ...split,
      type: 'items',
      totalPeople: 1,
      peopleYouPayFor: 1,
      yourShare: halalas(4800),
      selectedItems: [0],
      itemShares: [
        { index: 0, sharedBy: 2 },
        { index: 3, sharedBy: 4 },
      ],
    });
    expect(paymentChoice(s().order, bill(), HASH)).toEqual({
      hash: HASH,
      mode: 'per_item',
      itemIndexes: [0],
      itemShares: [{ index: 0, sharedBy: 2 }],
      tip: { kind: 'custom', amount: '5.05' },
    });
    s().startSplit({
      ...split,
      type: 'custom',
      totalPeople: 1,
      peopleYouPayFor: 1,
      yourShare: halalas(1050),
      selectedItems: [],
    });
    expect(paymentChoice(s().order, bill(), HASH)).toMatchObject({ mode: 'custom', customAmount: '10.50' });
  });
});

describe('store: tip, split and the amounts (spec section 4)', () => {
  it('a percent tip follows the share; a split replaces the last one; clearing restores the remaining', () => {
    s().setTipChoice({ kind: 'percent', percent: 10 });
    expect(amounts()).toEqual({ amount: 8640, tip: 864, total: 9504 });
    s().startSplit({
      ...split,
      type: 'evenly',
      totalPeople: 2,
      peopleYouPayFor: 1,
      yourShare: halalas(4320),
      selectedItems: [],
    });
    expect(amounts()).toEqual({ amount: 4320, tip: 432, total: 4752 });
    s().startSplit({
      ...split,
      type: 'custom',
      totalPeople: 1,
      peopleYouPayFor: 1,
      yourShare: halalas(1000),
      selectedItems: [],
    });
    expect(s().order.splitPayment).toMatchObject({ type: 'custom', isActive: true });
    expect(amounts()).toEqual({ amount: 1000, tip: 100, total: 1100 });
    s().clearSplit();
    expect(amounts(bill(4320))).toEqual({ amount: 4320, tip: 432, total: 4752 });
    // An exact tip stays what was typed, whatever is paid.
    s().setTipChoice({ kind: 'custom', amount: halalas(700) });
    expect(amounts(bill(4320))).toEqual({ amount: 4320, tip: 700, total: 5020 });
  });

  it('the same bill keeps the split in progress; another order starts clean; a payment clears both', () => {
    s().setTipChoice({ kind: 'percent', percent: 15 });
    s().startSplit({
      ...split,
      type: 'custom',
      totalPeople: 1,
      peopleYouPayFor: 1,
      yourShare: halalas(1000),
      selectedItems: [],
    });
    s().setBillOrder(
      placedOrderFrom(orderSummary({ updatedAt: '2026-11-21T18:05:00.000Z' }) as OrderSummary),
    );
    expect(s().order.splitPayment.isActive).toBe(true);
    s().finishPayment();
    expect(s().order.splitPayment.isActive).toBe(false);
    expect(s().order.tipChoice).toEqual({ kind: 'none' });
    s().startSplit({
      ...split,
      type: 'custom',
      totalPeople: 1,
      peopleYouPayFor: 1,
      yourShare: halalas(1000),
      selectedItems: [],
    });
    s().setBillOrder(
      placedOrderFrom(orderSummary({ id: '7c1d2e3f-0a1b-4c2d-8e3f-4a5b6c7d8e9f' }) as OrderSummary),
    );
    expect(s().order.splitPayment.isActive).toBe(false);
    expect(s().order.tipChoice).toEqual({ kind: 'none' });
    expect(amounts()).toEqual({ amount: 8640, tip: 0, total: 8640 });
  });

  it("after paying a share the phone still holds the table's split (choosing it again reuses it)", () => {
    const id = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    s().startSplit({
      ...split,
      pendingPaymentId: id,
      type: 'evenly',
      totalPeople: 3,
      peopleYouPayFor: 1,
      yourShare: halalas(2880),
      selectedItems: [],
    });
    expect(payTarget(s().order, 'order-uuid')).toEqual({ pendingPaymentId: id });
    s().finishPayment();
    expect(s().order.splitPayment).toMatchObject({
      isActive: false,
      type: 'evenly',
      totalPeople: 3,
      pendingPaymentId: id,
    });
    // Not this payment's split any more: the next payment goes to the order, for the remaining amount.
    expect(payTarget(s().order, 'order-uuid')).toEqual({ orderId: 'order-uuid' });
    expect(amounts(bill(2880)).amount).toBe(5760);
    // Another order forgets it.
    s().setBillOrder(
      placedOrderFrom(orderSummary({ id: '7c1d2e3f-0a1b-4c2d-8e3f-4a5b6c7d8e9f' }) as OrderSummary),
    );
    expect(s().order.splitPayment.pendingPaymentId).toBeNull();
  });
});
