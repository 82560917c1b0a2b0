import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isActiveOrder,
  isOrderStatus,
  nextStatuses,
  ORDER_PROGRESS,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderStatus,
} from './order-status';

describe('order statuses', () => {
  it('lists the spec statuses and order types', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'confirmed',
      'preparing',
      'ready',
      'completed',
      'cancelled',
      'paid_at_rest',
    ]);
    expect(ORDER_TYPES).toEqual(['table', 'takeaway']);
    expect(isOrderStatus('ready')).toBe(true);
    expect(isOrderStatus('READY')).toBe(false);
  });

  it('welcome "active" filter excludes completed, cancelled, confirmed and paid_at_rest', () => {
    expect(ORDER_STATUSES.filter(isActiveOrder)).toEqual(['pending', 'preparing', 'ready']);
  });

  it('tracker steps run pending → completed', () => {
    expect(ORDER_PROGRESS).toEqual(['pending', 'confirmed', 'preparing', 'ready', 'completed']);
  });
});

describe('canTransition', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'preparing'],
    ['confirmed', 'cancelled'],
    ['preparing', 'ready'],
    ['preparing', 'cancelled'],
    ['ready', 'completed'],
  ];

  it('allows exactly the documented table, nothing else', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(expected);
      }
  });

  it('final statuses go nowhere; every tracker step reaches the next', () => {
    for (const s of ['completed', 'cancelled', 'paid_at_rest'] as const) expect(nextStatuses(s)).toEqual([]);
    for (let i = 0; i + 1 < ORDER_PROGRESS.length; i++) {
      const from = ORDER_PROGRESS[i] as OrderStatus;
      const to = ORDER_PROGRESS[i + 1] as OrderStatus;
      expect(canTransition(from, to)).toBe(true);
    }
    expect(canTransition('ready', 'cancelled')).toBe(false);
    expect(canTransition('pending', 'pending')).toBe(false);
  });
});
