import { describe, expect, it } from 'vitest';
import { halalas } from '../money/money';
import { FAILURE_REASONS, failureReasonMessages } from './failure-reasons';
import {
  isSettledPayment,
  ORDER_PAYMENT_STATUSES,
  orderPaymentStatus,
  owesMoney,
  PAYMENT_STATUSES,
} from './payment-status';

describe('payment statuses', () => {
  it('lists the spec values', () => {
    expect(PAYMENT_STATUSES).toEqual(['pending', 'authorized', 'completed', 'failed', 'abandoned', 'voided']);
    expect(FAILURE_REASONS).toEqual([
      'card_declined',
      'insufficient_funds',
      'expired_card',
      'incorrect_details',
    ]);
    expect(ORDER_PAYMENT_STATUSES).toEqual(['paid', 'partially_paid', 'unpaid', 'refunded']);
  });

  it('counts completed and authorized money only', () => {
    expect(PAYMENT_STATUSES.filter(isSettledPayment)).toEqual(['authorized', 'completed']);
  });

  it('has a message per failure reason in both languages', () => {
    for (const r of FAILURE_REASONS) {
      expect(failureReasonMessages.en[r]).toMatch(/Please/);
      expect(failureReasonMessages.ar[r]).toMatch(/يرجى/);
    }
  });
});

describe('orderPaymentStatus', () => {
  const total = halalas(10000);

  it('derives the badge from the amounts', () => {
    expect(orderPaymentStatus(total, halalas(0))).toBe('unpaid');
    expect(orderPaymentStatus(total, halalas(1))).toBe('partially_paid');
    expect(orderPaymentStatus(total, halalas(9999))).toBe('partially_paid');
    expect(orderPaymentStatus(total, halalas(10000))).toBe('paid');
    expect(orderPaymentStatus(halalas(0), halalas(0))).toBe('paid');
  });

  it('follows the money for a confirmed order; paid_at_rest was paid at the counter', () => {
    expect(orderPaymentStatus(total, halalas(0), 'confirmed')).toBe('unpaid');
    expect(orderPaymentStatus(total, halalas(4000), 'confirmed')).toBe('partially_paid');
    expect(orderPaymentStatus(total, halalas(10000), 'confirmed')).toBe('paid');
    expect(orderPaymentStatus(total, halalas(0), 'paid_at_rest')).toBe('paid');
    expect(orderPaymentStatus(total, halalas(0), 'preparing')).toBe('unpaid');
  });
});

describe('orderPaymentStatus after a refund', () => {
  it('reads refunded when captured money went back and nothing counts any more', () => {
    expect(orderPaymentStatus(halalas(11600), halalas(0), 'cancelled', halalas(8700))).toBe('refunded');
    expect(orderPaymentStatus(halalas(11600), halalas(0), 'cancelled')).toBe('unpaid');
    // A late capture given back while another diner's share still counts: the money that counts decides.
    expect(orderPaymentStatus(halalas(11600), halalas(3000), 'preparing', halalas(500))).toBe(
      'partially_paid',
    );
  });
});

describe('owesMoney', () => {
  it('a standing order with money owed can be paid, whatever its kitchen status', () => {
    expect(owesMoney({ status: 'confirmed', paymentStatus: 'unpaid' })).toBe(true);
    expect(owesMoney({ status: 'completed', paymentStatus: 'partially_paid' })).toBe(true);
    expect(owesMoney({ status: 'pending', paymentStatus: 'paid' })).toBe(false);
    expect(owesMoney({ status: 'cancelled', paymentStatus: 'unpaid' })).toBe(false);
    expect(owesMoney({ status: 'cancelled', paymentStatus: 'refunded' })).toBe(false);
    expect(owesMoney({ status: 'paid_at_rest', paymentStatus: 'unpaid' })).toBe(false);
  });
});
