import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { halalas } from '../money/money';
import { type PricingMode, vatBreakdown } from '../vat/vat';
import { linesSubtotal, type MenuForLines, orderTotals, priceLines } from './order-pricing';

const money = (max: number) => fc.integer({ min: 0, max }).map(halalas);
const mode = fc.constantFrom<PricingMode>('inclusive', 'exclusive');

describe('orderTotals', () => {
  it('equal the VAT breakdown of subtotal minus discount', () => {
    fc.assert(
      fc.property(money(10_000_000), fc.nat(), mode, (subtotal, d, m) => {
        const discount = halalas(d % (subtotal + 1));
        const totals = orderTotals(subtotal, discount, m);
        const vat = vatBreakdown(halalas(subtotal - discount), m);
        expect(totals).toEqual({ subtotal, discount, tax: vat.vat, total: vat.gross });
        // What the diner sees adds up: inclusive totals are what remains after the discount; exclusive add VAT.
        expect(totals.total).toBe(m === 'inclusive' ? subtotal - discount : subtotal - discount + totals.tax);
      }),
    );
  });
});

const menu: MenuForLines = {
  items: [
    { id: 1, name: 'Karak', nameAr: 'كرك', priceHalalas: 800, isAvailable: true },
    { id: 2, name: 'Mandi', nameAr: 'مندي', priceHalalas: 4_500, isAvailable: false },
  ],
  groups: [{ id: 10, menuItemId: 1, name: 'Size', nameAr: 'الحجم', minSelections: 0, maxSelections: 2 }],
  options: [
    {
      id: 100,
      optionGroupId: 10,
      name: 'Large',
      nameAr: 'كبير',
      priceHalalas: 300,
      maxQuantity: 2,
      isAvailable: true,
    },
  ],
};
const karak = (quantity: number, options: number[] = []) => ({
  itemId: 1,
  quantity,
  selectedOptions: options.map((optionId) => ({ optionId, quantity: 1 })),
  specialInstructions: '',
});

describe('priceLines', () => {
  it('prices lines from the menu rows and their subtotal adds the lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.boolean()), { maxLength: 8 }),
        (lines) => {
          const priced = priceLines(
            lines.map(([q, large]) => karak(q, large ? [100] : [])),
            menu,
          );
          priced.forEach((p, i) => {
            const [q, large] = lines[i] ?? [0, false];
            expect(p.lineTotal).toBe(q * (800 + (large ? 300 : 0)));
          });
          expect(linesSubtotal(priced)).toBe(priced.reduce((n, p) => n + p.lineTotal, 0));
        },
      ),
    );
  });

  it('the same option sent twice counts once with the quantities added', () => {
    const [line] = priceLines([karak(1, [100, 100])], menu);
    expect(line?.options).toEqual([expect.objectContaining({ optionId: 100, quantity: 2, nameAr: 'كبير' })]);
    expect(line?.lineTotal).toBe(800 + 600);
    expect(() => priceLines([karak(1, [100, 100, 100])], menu)).toThrow(
      expect.objectContaining({ code: 'QUANTITY_INVALID' }),
    );
  });

  it('refuses what the diner can act on', () => {
    expect(() => priceLines([{ ...karak(1), itemId: 2 }], menu)).toThrow(
      expect.objectContaining({ code: 'ITEM_SOLD_OUT' }),
    );
    expect(() => priceLines([{ ...karak(1), itemId: 3 }], menu)).toThrow(AppError);
    expect(() => priceLines([karak(1, [999])], menu)).toThrow(
      expect.objectContaining({ code: 'OPTION_INVALID' }),
    );
  });
});
