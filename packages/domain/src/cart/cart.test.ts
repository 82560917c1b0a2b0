import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas } from '../money/money';
import {
  addToCart,
  type CartLine,
  cartItemCount,
  cartSubtotal,
  lineKey,
  lineTotal,
  MAX_LINE_QUANTITY,
  type SelectedOption,
  setLineQuantity,
  validateOptionSelection,
} from './cart';

const opt = (groupId: number, optionId: number, price = 0, quantity = 1): SelectedOption => ({
  groupId,
  optionId,
  price: halalas(price),
  quantity,
});
const item = (itemId: number, extra: Partial<CartLine> = {}): Omit<CartLine, 'quantity'> => ({
  itemId,
  unitPrice: halalas(2500),
  selectedOptions: [],
  specialInstructions: '',
  ...extra,
});

describe('lineTotal', () => {
  it('is (price + Σ option price × option quantity) × quantity', () => {
    const line = {
      unitPrice: halalas(2500),
      quantity: 3,
      selectedOptions: [opt(1, 1, 300, 2), opt(2, 5, 150)],
    };
    expect(lineTotal(line)).toBe((2500 + 600 + 150) * 3);
    expect(lineTotal({ unitPrice: halalas(2500), quantity: 1, selectedOptions: [] })).toBe(2500);
  });
});

describe('lineKey', () => {
  it('ignores option order and surrounding spaces in instructions', () => {
    const a = lineKey({
      itemId: 1,
      selectedOptions: [opt(1, 2), opt(3, 4)],
      specialInstructions: 'no onion',
    });
    const b = lineKey({
      itemId: 1,
      selectedOptions: [opt(3, 4), opt(1, 2)],
      specialInstructions: '  no onion ',
    });
    expect(a).toBe(b);
  });

  it('differs by item, option, option quantity or instructions', () => {
    const base = { itemId: 1, selectedOptions: [opt(1, 2)], specialInstructions: '' };
    const key = lineKey(base);
    expect(lineKey({ ...base, itemId: 2 })).not.toBe(key);
    expect(lineKey({ ...base, selectedOptions: [opt(1, 3)] })).not.toBe(key);
    expect(lineKey({ ...base, selectedOptions: [opt(1, 2, 0, 2)] })).not.toBe(key);
    expect(lineKey({ ...base, selectedOptions: [] })).not.toBe(key);
    expect(lineKey({ ...base, specialInstructions: 'spicy' })).not.toBe(key);
  });

  it('cannot be forged by separators inside instructions', () => {
    const a = lineKey({ itemId: 1, selectedOptions: [], specialInstructions: '|2' });
    const b = lineKey({ itemId: 12, selectedOptions: [], specialInstructions: '' });
    expect(a).not.toBe(b);
  });
});

describe('addToCart', () => {
  it('adds a new line with quantity 1 by default, without changing the input', () => {
    const empty: CartLine[] = [];
    const cart = addToCart(empty, item(1));
    expect(empty).toEqual([]);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(1);
  });

  it('merges only when item, options and instructions all match', () => {
    let cart = addToCart([], item(1, { selectedOptions: [opt(1, 1), opt(2, 2)] }));
    cart = addToCart(cart, { ...item(1, { selectedOptions: [opt(2, 2), opt(1, 1)] }), quantity: 2 });
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(3);
    cart = addToCart(
      cart,
      item(1, { selectedOptions: [opt(1, 1), opt(2, 2)], specialInstructions: 'no ice' }),
    );
    cart = addToCart(cart, item(2));
    expect(cart).toHaveLength(3);
    expect(cartItemCount(cart)).toBe(5);
  });

  it('caps a line at MAX_LINE_QUANTITY and ignores non-positive quantities', () => {
    expect(MAX_LINE_QUANTITY).toBe(50);
    let cart = addToCart([], { ...item(1), quantity: 40 });
    cart = addToCart(cart, { ...item(1), quantity: 40 });
    expect(cart[0]?.quantity).toBe(50);
    expect(addToCart(cart, { ...item(2), quantity: 0 })).toBe(cart);
    expect(addToCart(cart, { ...item(2), quantity: 1.5 })).toBe(cart);
  });

  it('the final cart does not depend on the order items are added (property)', () => {
    const added = fc.record({
      itemId: fc.integer({ min: 1, max: 3 }),
      options: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      note: fc.constantFrom('', 'no onion', ' no onion '),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(added, { maxLength: 12 }), fc.infiniteStream(fc.nat()), (adds, randoms) => {
        const toLine = (a: (typeof adds)[number]) => ({
          ...item(a.itemId, {
            selectedOptions: a.options.map((o) => opt(1, o)),
            specialInstructions: a.note,
          }),
          quantity: a.quantity,
        });
        const shuffled = [...adds];
        const it = randoms[Symbol.iterator]();
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = (it.next().value as number) % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const summary = (lines: CartLine[]) =>
          Object.fromEntries(lines.map((l) => [lineKey(l), l.quantity] as const));
        const a = adds.reduce<CartLine[]>((c, x) => addToCart(c, toLine(x)), []);
        const b = shuffled.reduce<CartLine[]>((c, x) => addToCart(c, toLine(x)), []);
        expect(summary(b)).toEqual(summary(a));
        expect(cartSubtotal(b)).toBe(cartSubtotal(a));
        expect(new Set(a.map(lineKey)).size).toBe(a.length);
      }),
    );
  });
});

describe('setLineQuantity', () => {
  const cart = addToCart(addToCart([], item(1)), item(2));
  const key = lineKey(item(1));

  it('sets a quantity, capped', () => {
    expect(setLineQuantity(cart, key, 4)[0]?.quantity).toBe(4);
    expect(setLineQuantity(cart, key, 99)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('removes the line at 0 or less (decrementing from 1 removes it)', () => {
    expect(setLineQuantity(cart, key, 0).map((l) => l.itemId)).toEqual([2]);
    expect(setLineQuantity(cart, key, -3).map((l) => l.itemId)).toEqual([2]);
  });

  it('leaves the cart alone for an unknown key', () => {
    expect(setLineQuantity(cart, 'nope', 3)).toEqual(cart);
  });
});

describe('cartSubtotal / cartItemCount', () => {
  it('sums line totals and units', () => {
    let cart = addToCart([], { ...item(1, { selectedOptions: [opt(1, 1, 500)] }), quantity: 2 });
    cart = addToCart(cart, { ...item(2, { unitPrice: halalas(1000) }), quantity: 3 });
    expect(cartSubtotal(cart)).toBe(3000 * 2 + 1000 * 3);
    expect(cartItemCount(cart)).toBe(5);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('validateOptionSelection', () => {
  const groups = [
    { id: 1, minSelections: 1, maxSelections: 1 },
    { id: 2, minSelections: 0, maxSelections: 2 },
    { id: 3, minSelections: 0, maxSelections: 0 },
  ];

  it('passes a valid selection', () => {
    expect(validateOptionSelection(groups, [opt(1, 1), opt(2, 5), opt(3, 1, 0, 9)])).toEqual([]);
  });

  it('reports a group below its minimum', () => {
    expect(validateOptionSelection(groups, [])).toEqual([
      { groupId: 1, code: 'OPTION_MIN_NOT_MET', min: 1, max: 1 },
    ]);
  });

  it('reports a group above its maximum, counting option quantities', () => {
    expect(validateOptionSelection(groups, [opt(1, 1), opt(2, 5, 0, 2), opt(2, 6)])).toEqual([
      { groupId: 2, code: 'OPTION_MAX_EXCEEDED', min: 0, max: 2 },
    ]);
    expect(validateOptionSelection(groups, [opt(1, 1), opt(1, 2)])).toEqual([
      { groupId: 1, code: 'OPTION_MAX_EXCEEDED', min: 1, max: 1 },
    ]);
  });
});
