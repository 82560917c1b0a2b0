import { halalas, type OrderStatus } from '@sufra/domain';
import type { StaffRole } from '@sufra/domain/contracts';
import { describe, expect, it } from 'vitest';
import { needsPaymentCheck, nextStageFor } from './next-stage';

const next = (status: OrderStatus, role: StaffRole) => nextStageFor({ status }, role);

describe('the takeaway queue’s next move', () => {
  it('walks placed → preparing → ready → picked up for the floor', () => {
    expect(next('pending', 'waiter')).toBe('preparing');
    expect(next('confirmed', 'manager')).toBe('preparing');
    expect(next('preparing', 'owner')).toBe('ready');
    expect(next('ready', 'waiter')).toBe('picked_up');
    expect(next('completed', 'owner')).toBeNull();
    expect(next('paid_at_rest', 'owner')).toBeNull();
    expect(next('cancelled', 'owner')).toBeNull();
  });

  it('lets the kitchen start and finish the cooking, not hand the order over', () => {
    expect(next('pending', 'kitchen')).toBe('preparing');
    expect(next('preparing', 'kitchen')).toBe('ready');
    expect(next('ready', 'kitchen')).toBeNull();
  });

  it('asks before handing over an order with money still owed, only then', () => {
    const bill = (remaining: number) => ({
      bill: {
        state: 'partially_paid' as const,
        total: halalas(4600),
        paid: halalas(4600 - remaining),
        remaining: halalas(remaining),
        refunded: halalas(0),
        tipsPaid: halalas(0),
      },
    });
    expect(needsPaymentCheck(bill(4550), 'picked_up')).toBe(true);
    expect(needsPaymentCheck(bill(0), 'picked_up')).toBe(false);
    expect(needsPaymentCheck(bill(4550), 'ready')).toBe(false);
  });
});
