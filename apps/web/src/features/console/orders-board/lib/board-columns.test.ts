import type { BoardOrder } from '@sufra/domain/contracts';
import { describe, expect, it } from 'vitest';
import { arrivedIds } from './arrivals';
import { forwardMoves, groupIntoColumns } from './board-columns';

const order = (id: string, status: BoardOrder['status'], extra: Partial<BoardOrder> = {}) =>
  ({
    id,
    status,
    orderType: 'table',
    updatedAt: '2026-11-24T18:00:00.000Z',
    moves: [],
    ...extra,
  }) as BoardOrder;

describe('the board columns', () => {
  it('puts each order once in the column of its status, finished ones together and newest first', () => {
    const columns = groupIntoColumns([
      order('a', 'pending'),
      order('b', 'preparing'),
      order('a', 'pending'),
      order('c', 'completed', { updatedAt: '2026-11-24T18:00:00.000Z' }),
      order('d', 'cancelled', { updatedAt: '2026-11-24T19:00:00.000Z' }),
      order('e', 'paid_at_rest', { updatedAt: '2026-11-24T17:00:00.000Z' }),
      order('f', 'ready'),
      order('g', 'confirmed'),
    ]);
    expect(Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, v.map((o) => o.id)]))).toEqual({
      pending: ['a'],
      confirmed: ['g'],
      preparing: ['b'],
      ready: ['f'],
      done: ['d', 'c', 'e'],
    });
  });

  it('keeps only dine-in or takeaway orders when asked', () => {
    const orders = [order('a', 'pending'), order('b', 'pending', { orderType: 'takeaway' })];
    expect(groupIntoColumns(orders, 'takeaway').pending.map((o) => o.id)).toEqual(['b']);
    expect(groupIntoColumns(orders, 'table').pending.map((o) => o.id)).toEqual(['a']);
  });

  it('offers the forward moves as buttons, cancelling apart', () => {
    expect(forwardMoves({ moves: ['confirmed', 'cancelled'] })).toEqual(['confirmed']);
  });

  it('announces only the orders a later read brought, never the first read', () => {
    expect(arrivedIds(null, ['a', 'b'])).toEqual([]);
    expect(arrivedIds(new Set(['a']), ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });
});
