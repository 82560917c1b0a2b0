import type { StaffTable } from '@sufra/domain/contracts';
import { describe, expect, it } from 'vitest';
import { FLOOR_FILTERS, floorCounts, tablesIn, waitingCalls } from './floor-view';

const bill = (total: number, paid: number) => ({ total, paid, remaining: total - paid, inProgress: 0 });
const table = (number: number, over: Partial<StaffTable> = {}): StaffTable => ({
  number,
  capacity: 4,
  status: 'active',
  state: 'free',
  since: null,
  orderCount: 0,
  bill: bill(0, 0),
  pendingSplitCount: 0,
  waiterCalls: [],
  ...over,
});
const callAt = (id: number, tableNumber: number, createdAt: string) => ({
  id,
  tableNumber,
  status: 'open' as const,
  reason: '',
  createdAt,
  acknowledgedAt: null,
});

const FLOOR = [
  table(1),
  table(2, { state: 'eating', orderCount: 1, bill: bill(9000, 0) }),
  table(3, { state: 'paid', orderCount: 1, bill: bill(5000, 5000) }),
  table(4, {
    state: 'partially_paid',
    orderCount: 2,
    bill: bill(12000, 4000),
    waiterCalls: [callAt(8, 4, '2026-11-24T19:05:00.000Z')],
  }),
  table(5, { waiterCalls: [callAt(7, 5, '2026-11-24T19:01:00.000Z')] }),
];

describe('the floor view', () => {
  it('counts calls, tables owing money and free tables', () => {
    expect(floorCounts(FLOOR)).toEqual({ all: 5, calls: 2, owing: 2, free: 2 });
    expect(tablesIn(FLOOR, 'owing').map((t) => t.number)).toEqual([2, 4]);
    expect(FLOOR_FILTERS.map((f) => tablesIn(FLOOR, f).length)).toEqual([5, 2, 2, 2]);
  });

  it('lists the calls of the floor longest waiting first', () => {
    expect(waitingCalls(FLOOR).map((c) => c.tableNumber)).toEqual([5, 4]);
  });
});
