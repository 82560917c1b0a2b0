import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canTransition, ORDER_STATUSES, type OrderStatus } from '../orders/order-status';
import { allDayCounts } from './all-day';
import {
  DEFAULT_KITCHEN_THRESHOLDS,
  forwardSteps,
  isAtOrPast,
  isKitchenTicket,
  TAKEAWAY_STAGE_STATUS,
  takeawayStageOf,
  ticketColour,
} from './kitchen';

const minutes = (n: number) => n * 60_000;

describe('a ticket’s colour by age', () => {
  it('is fresh under 10 minutes, warns from 10, is late from 20 (the defaults)', () => {
    const t = DEFAULT_KITCHEN_THRESHOLDS;
    expect(ticketColour(minutes(9.99), t)).toBe('fresh');
    expect(ticketColour(minutes(10), t)).toBe('warn');
    expect(ticketColour(minutes(19.99), t)).toBe('warn');
    expect(ticketColour(minutes(20), t)).toBe('late');
    // A tablet clock a little behind the server's: a brand-new ticket, not a negative age.
    expect(ticketColour(-5_000, t)).toBe('fresh');
  });

  it('follows the restaurant’s own thresholds', () => {
    expect(ticketColour(minutes(6), { warnMinutes: 5, lateMinutes: 8 })).toBe('warn');
    expect(ticketColour(minutes(8), { warnMinutes: 5, lateMinutes: 8 })).toBe('late');
  });
});

describe('the forward way of an order', () => {
  it('walks a placed ticket through confirmed and preparing to ready', () => {
    expect(forwardSteps('pending', 'ready')).toEqual(['confirmed', 'preparing', 'ready']);
    expect(forwardSteps('confirmed', 'preparing')).toEqual(['preparing']);
    expect(forwardSteps('ready', 'completed')).toEqual(['completed']);
    expect(forwardSteps('preparing', 'preparing')).toEqual([]);
  });

  it('never goes back, nor out of a closed order', () => {
    expect(forwardSteps('ready', 'preparing')).toBeNull();
    expect(forwardSteps('cancelled', 'ready')).toBeNull();
    expect(forwardSteps('paid_at_rest', 'completed')).toBeNull();
    expect(forwardSteps('pending', 'cancelled')).toBeNull();
  });

  it('is made only of moves the transition rules allow, for every pair of statuses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_STATUSES), (from, to) => {
        const steps = forwardSteps(from, to);
        if (steps === null) return;
        let at: OrderStatus = from;
        for (const step of steps) {
          expect(canTransition(at, step)).toBe(true);
          at = step;
        }
        expect(at).toBe(to);
        expect(isAtOrPast(to, from)).toBe(true);
      }),
    );
  });

  it('knows a bumped ticket is past preparing, and a cancelled one is on no way', () => {
    expect(isAtOrPast('ready', 'ready')).toBe(true);
    expect(isAtOrPast('completed', 'ready')).toBe(true);
    expect(isAtOrPast('preparing', 'ready')).toBe(false);
    expect(isAtOrPast('cancelled', 'ready')).toBe(false);
  });
});

describe('kitchen tickets and takeaway stages', () => {
  it('the kitchen makes placed, confirmed and preparing orders', () => {
    expect(ORDER_STATUSES.filter(isKitchenTicket)).toEqual(['pending', 'confirmed', 'preparing']);
  });

  it('maps every status to its stage, and each stage move to a status that maps back to it', () => {
    expect(ORDER_STATUSES.map((s) => [s, takeawayStageOf(s)])).toEqual([
      ['pending', 'placed'],
      ['confirmed', 'placed'],
      ['preparing', 'preparing'],
      ['ready', 'ready'],
      ['completed', 'picked_up'],
      ['cancelled', null],
      ['paid_at_rest', 'picked_up'],
    ]);
    for (const [stage, status] of Object.entries(TAKEAWAY_STAGE_STATUS))
      expect(takeawayStageOf(status)).toBe(stage);
  });
});

describe('all-day counts', () => {
  const large = { optionId: 2, name: 'Large', nameAr: 'كبير', quantity: 1 };
  const cheese = { optionId: 5, name: 'Cheese', nameAr: 'جبن', quantity: 1 };
  const burger = { itemId: 1, name: 'Burger', nameAr: 'برجر' };
  const juice = { itemId: 9, name: 'Juice', nameAr: 'عصير' };

  it('folds lines by dish, then by the exact options, and totals each option', () => {
    const counts = allDayCounts([
      { ...burger, quantity: 2, options: [large, cheese] },
      { ...juice, quantity: 1, options: [] },
      // The same choice in another order, options listed the other way round.
      { ...burger, quantity: 1, options: [cheese, large] },
      { ...burger, quantity: 1, options: [] },
      { ...burger, quantity: 1, options: [{ ...cheese, quantity: 2 }] },
    ]);
    expect(counts).toEqual([
      {
        ...burger,
        quantity: 5,
        variants: [
          { options: [large, cheese], quantity: 3 },
          { options: [], quantity: 1 },
          { options: [{ ...cheese, quantity: 2 }], quantity: 1 },
        ],
        options: [
          { ...cheese, quantity: 5 },
          { ...large, quantity: 3 },
        ],
      },
      { ...juice, quantity: 1, variants: [{ options: [], quantity: 1 }], options: [] },
    ]);
  });

  it('keeps a dish that left the menu by its name, and counts nothing twice', () => {
    const lines = [
      { itemId: null, name: 'Old soup', nameAr: 'شوربة', quantity: 2, options: [] },
      { itemId: null, name: 'Old soup', nameAr: 'شوربة', quantity: 1, options: [] },
      { itemId: null, name: 'Other', nameAr: 'أخرى', quantity: 1, options: [] },
    ];
    expect(allDayCounts(lines).map((c) => [c.name, c.quantity])).toEqual([
      ['Old soup', 3],
      ['Other', 1],
    ]);
  });

  it('adds up to the units ordered, per dish and per variant, for any lines', () => {
    const option = fc.record({
      optionId: fc.integer({ min: 1, max: 4 }),
      name: fc.constant('o'),
      nameAr: fc.constant('o'),
      quantity: fc.integer({ min: 1, max: 2 }),
    });
    const line = fc.record({
      itemId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      name: fc.constantFrom('a', 'b'),
      nameAr: fc.constant('x'),
      quantity: fc.integer({ min: 1, max: 5 }),
      options: fc.uniqueArray(option, { selector: (o) => o.optionId, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const counts = allDayCounts(lines);
        const units = lines.reduce((n, l) => n + l.quantity, 0);
        expect(counts.reduce((n, c) => n + c.quantity, 0)).toBe(units);
        for (const c of counts) expect(c.variants.reduce((n, v) => n + v.quantity, 0)).toBe(c.quantity);
      }),
    );
  });
});
