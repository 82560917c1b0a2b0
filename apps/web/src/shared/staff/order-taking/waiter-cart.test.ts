import { halalas, lineKey } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { cartFigures, EMPTY_WAITER_CART, waiterCart } from './waiter-cart';

const tea = { name: 'Mint tea', nameAr: 'شاي بالنعناع', photo: null, options: {} };
const line = (itemId: number, instructions = '') => ({
  itemId,
  unitPrice: halalas(700),
  quantity: 1,
  selectedOptions: [],
  specialInstructions: instructions,
});

describe('the order staff are taking', () => {
  it('merges a dish added twice, keeps one with its own instructions apart, and totals in halalas', () => {
    let cart = waiterCart(EMPTY_WAITER_CART, { type: 'add', line: line(9), details: tea });
    cart = waiterCart(cart, { type: 'add', line: line(9), details: tea });
    cart = waiterCart(cart, { type: 'add', line: line(9, 'no sugar'), details: tea });
    expect(cart.lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(cartFigures(cart)).toEqual({ count: 3, subtotal: 2100 });
  });

  it('a quantity of 0 removes the line; the note is kept as typed', () => {
    let cart = waiterCart(EMPTY_WAITER_CART, { type: 'add', line: line(9), details: tea });
    cart = waiterCart(cart, { type: 'notes', notes: 'Table by the window' });
    cart = waiterCart(cart, { type: 'quantity', key: lineKey(line(9)), quantity: 0 });
    expect(cart.lines).toEqual([]);
    expect(cart.notes).toBe('Table by the window');
    expect(cartFigures(cart)).toEqual({ count: 0, subtotal: 0 });
  });
});
