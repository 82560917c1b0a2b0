import { describe, expect, it } from 'vitest';
import { type TableFacts, tableState } from './table-state';

const facts = (over: Partial<TableFacts>): TableFacts => ({
  orderStatuses: ['pending'],
  paid: 0,
  remaining: 5000,
  inProgress: 0,
  pendingSplits: 0,
  ...over,
});

describe('tableState (the table map tile)', () => {
  it('follows a table through its life', () => {
    expect(tableState(facts({ orderStatuses: [], remaining: 0 }))).toBe('free');
    expect(tableState(facts({ orderStatuses: ['pending'] }))).toBe('ordering');
    expect(tableState(facts({ orderStatuses: ['confirmed', 'preparing'] }))).toBe('ordering');
    expect(tableState(facts({ orderStatuses: ['ready', 'pending'] }))).toBe('eating');
    expect(tableState(facts({ orderStatuses: ['ready'], pendingSplits: 1 }))).toBe('bill_open');
    expect(tableState(facts({ orderStatuses: ['ready'], inProgress: 2500 }))).toBe('bill_open');
    expect(tableState(facts({ orderStatuses: ['ready'], paid: 2500, remaining: 2500 }))).toBe(
      'partially_paid',
    );
    expect(tableState(facts({ orderStatuses: ['ready'], paid: 5000, remaining: 0 }))).toBe('paid');
  });

  it('money decides before the kitchen: a paid table still preparing reads paid', () => {
    expect(tableState(facts({ orderStatuses: ['preparing'], paid: 5000, remaining: 0 }))).toBe('paid');
    expect(tableState(facts({ orderStatuses: ['pending'], paid: 100, remaining: 4900 }))).toBe(
      'partially_paid',
    );
  });

  it('an open order of nothing to pay (fully discounted) is paid, not free', () => {
    expect(tableState(facts({ orderStatuses: ['pending'], remaining: 0 }))).toBe('paid');
  });
});
