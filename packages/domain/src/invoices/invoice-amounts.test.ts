import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Halalas, halalas, MAX_INPUT_AMOUNT, roundedDiv } from '../money/money';
import { type PricingMode, vatBreakdown } from '../vat/vat';
import {
  allocationLine,
  type InvoiceLineSnapshot,
  type OrderItemRow,
  perItemAmounts,
  proportionalShareAmounts,
  type ShareKind,
  wholeOrderAmounts,
} from './invoice-amounts';

const custom: ShareKind = { kind: 'custom' };

function item(id: number, quantity: number, lineTotalHalalas: number): OrderItemRow {
  return { id, name: `Item ${id}`, nameAr: `صنف ${id}`, options: [], quantity, lineTotalHalalas };
}

/** An order's lines, names unique so a share's line can be traced back to its item; free lines included. */
const itemsArb = fc
  .array(fc.record({ quantity: fc.integer({ min: 1, max: 6 }), unit: fc.integer({ min: 0, max: 50_000 }) }), {
    minLength: 1,
    maxLength: 12,
  })
  .filter((rows) => rows.some((r) => r.unit > 0))
  .map((rows) => rows.map((r, i) => item(i + 1, r.quantity, r.unit * r.quantity)));

const modeArb = fc.constantFrom<PricingMode>('inclusive', 'exclusive');
const paidArb = fc.integer({ min: 0, max: MAX_INPUT_AMOUNT }).map(halalas);

const sum = (lines: InvoiceLineSnapshot[]) => lines.reduce((s, l) => s + l.totalHalalas, 0);

describe('proportionalShareAmounts (a part of the bill as its part of each line)', () => {
  it('the lines sum to the share’s base exactly, each line a positive part at quantity 1', () => {
    fc.assert(
      fc.property(itemsArb, paidArb, modeArb, (items, paid, mode) => {
        const amounts = proportionalShareAmounts(items, custom, paid, mode);
        const base = mode === 'inclusive' ? paid : paid - amounts.vat;
        expect(sum(amounts.lines)).toBe(base);
        for (const line of amounts.lines) {
          expect(line.totalHalalas).toBeGreaterThan(0);
          expect(line.quantity).toBe(1);
          expect(line.unitPriceHalalas).toBe(line.totalHalalas);
        }
      }),
    );
  });

  it('leaves out the lines whose part is zero (a free item, a share too small to reach a line)', () => {
    const items = [item(1, 1, 0), item(2, 1, 900), item(3, 1, 100)];
    const amounts = proportionalShareAmounts(items, custom, halalas(5), 'inclusive');
    expect(amounts.lines.map((l) => [l.name, l.totalHalalas])).toEqual([['Item 2', 5]]);
  });

  /*
   * Each payer's part of a line is within a halala of its exact proportion, so over k payers a line's parts
   * can miss its total by up to k − 1 halalas either way (docs/decisions.md: "line by line within a
   * halala, and in total exactly"); the order's total is never invoiced twice.
   */
  it('several payers’ shares of one order add up to the order, each line within a halala per payer', () => {
    const sharesArb = itemsArb.chain((items) => {
      const total = items.reduce((s, i) => s + i.lineTotalHalalas, 0);
      const cutsArb: fc.Arbitrary<number[]> =
        total < 2
          ? fc.constant([])
          : fc.uniqueArray(fc.integer({ min: 1, max: total - 1 }), { maxLength: 6 });
      return cutsArb.map((cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), total];
        return { items, shares: points.slice(1).map((p, i) => halalas(p - (points[i] ?? 0))) };
      });
    });
    fc.assert(
      fc.property(sharesArb, ({ items, shares }) => {
        const invoices = shares.map((s) => proportionalShareAmounts(items, custom, s, 'inclusive'));
        const total = items.reduce((s, i) => s + i.lineTotalHalalas, 0);
        expect(invoices.reduce((s, inv) => s + sum(inv.lines), 0)).toBe(total);
        for (const line of items) {
          const parts = invoices.flatMap((inv) => inv.lines.filter((l) => l.name === line.name));
          expect(Math.abs(sum(parts) - line.lineTotalHalalas)).toBeLessThanOrEqual(shares.length - 1);
        }
      }),
    );
  });

  it('can give a line one halala more than its total over two payers (largest remainder, ties to the first)', () => {
    const items = [item(1, 1, 1), item(2, 1, 1)];
    const parts = [1, 1].map((s) => proportionalShareAmounts(items, custom, halalas(s), 'inclusive').lines);
    expect(parts.flat().map((l) => l.name)).toEqual(['Item 1', 'Item 1']);
  });

  it('inclusive: subtotal = total = paid, the VAT inside it rounded once', () => {
    fc.assert(
      fc.property(itemsArb, paidArb, (items, paid) => {
        const a = proportionalShareAmounts(items, custom, paid, 'inclusive');
        expect(a.subtotal).toBe(paid);
        expect(a.total).toBe(paid);
        expect(a.discount).toBe(0);
        expect(a.vat).toBe(roundedDiv(paid, 1500, 11_500));
      }),
    );
  });

  it('exclusive: net + VAT = paid, with the net whose own VAT gives the share when there is one', () => {
    fc.assert(
      fc.property(itemsArb, paidArb, (items, paid) => {
        const a = proportionalShareAmounts(items, custom, paid, 'exclusive');
        expect(a.subtotal + a.vat).toBe(paid);
        expect(a.total).toBe(paid);
        expect(a.discount).toBe(0);
        expect(a.subtotal).toBeGreaterThanOrEqual(0);
        const exact = vatBreakdown(a.subtotal, 'exclusive');
        if (exact.gross === paid) expect(a.vat).toBe(exact.vat);
        else expect(a.vat).toBe(roundedDiv(paid, 1500, 11_500));
      }),
    );
  });

  it('names the ordered quantity and the share on every line, in both languages', () => {
    const items = [item(1, 3, 3000)];
    const even: ShareKind = { kind: 'even', peoplePaidFor: 1, totalPeople: 3 };
    const [line] = proportionalShareAmounts(items, even, halalas(1000), 'inclusive').lines;
    expect(line).toMatchObject({
      details: '3 ordered · share: 1 of 3 people',
      detailsAr: 'الكمية المطلوبة 3 · الحصة: 1 من 3 أشخاص',
    });
    const rest = proportionalShareAmounts(
      [item(1, 1, 500)],
      { kind: 'remaining' },
      halalas(100),
      'inclusive',
    );
    expect(rest.lines[0]).toMatchObject({
      details: 'remaining part of the bill',
      detailsAr: 'الجزء المتبقي من الفاتورة',
    });
    const part = proportionalShareAmounts([item(1, 1, 500)], custom, halalas(100), 'inclusive');
    expect(part.lines[0]).toMatchObject({ details: 'part of the bill', detailsAr: 'جزء من الفاتورة' });
  });

  it('counts the people in Arabic with the plural form the number takes', () => {
    const people = (n: number) => {
      const share: ShareKind = { kind: 'even', peoplePaidFor: 1, totalPeople: n };
      const [line] = proportionalShareAmounts([item(1, 1, 500)], share, halalas(100), 'inclusive').lines;
      return line?.detailsAr.replace('الحصة: 1 من ', '');
    };
    expect(people(1)).toBe('شخص واحد');
    expect(people(2)).toBe('شخصين');
    expect(people(3)).toBe('3 أشخاص');
    expect(people(10)).toBe('10 أشخاص');
    expect(people(11)).toBe('11 شخصًا');
    expect(people(99)).toBe('99 شخصًا');
    expect(people(100)).toBe('100 شخص');
    expect(people(101)).toBe('101 شخص');
  });
});

describe('perItemAmounts (the chosen items, the rest of their total as the share’s discount)', () => {
  const linesArb = fc.array(
    fc.integer({ min: 0, max: 200_000 }).map((total) => allocationLine(item(1, 1, total), total, 1)),
    { maxLength: 8 },
  );

  it('null when the lines add up to less than the share’s base, else discount = lines − base', () => {
    fc.assert(
      fc.property(linesArb, paidArb, modeArb, (lines, paid, mode) => {
        const a = perItemAmounts(lines, paid, mode);
        // The share's base and VAT, as a part of the bill paid the same amount would have them.
        const share = proportionalShareAmounts([item(1, 1, 1)], custom, paid, mode);
        const base: Halalas = share.subtotal;
        if (lines.length === 0 || sum(lines) < base) {
          expect(a).toBeNull();
          return;
        }
        expect(a).not.toBeNull();
        if (!a) return;
        expect(a.lines).toBe(lines);
        expect(a.subtotal).toBe(sum(lines));
        expect(a.discount).toBe(a.subtotal - base);
        expect(a.discount).toBeGreaterThanOrEqual(0);
        expect(a.vat).toBe(share.vat);
        expect(a.total).toBe(paid);
      }),
    );
  });

  it('a shared item shows its part at quantity 1 and the number of sharers', () => {
    const juice: OrderItemRow = {
      ...item(1, 2, 1200),
      options: [
        {
          groupId: 1,
          optionId: 2,
          groupName: 'Size',
          groupNameAr: 'الحجم',
          name: 'Large',
          nameAr: 'كبير',
          priceHalalas: 100,
          quantity: 2,
        },
      ],
    };
    expect(allocationLine(juice, 600, 2)).toEqual({
      name: 'Item 1',
      nameAr: 'صنف 1',
      details: 'Large ×2 · shared by 2',
      detailsAr: 'كبير ×2 · مقسوم على 2',
      quantity: 1,
      unitPriceHalalas: 600,
      totalHalalas: 600,
    });
    expect(allocationLine(juice, 1200, 1)).toMatchObject({
      quantity: 2,
      unitPriceHalalas: 600,
      details: 'Large ×2',
    });
  });
});

describe('wholeOrderAmounts (the whole bill at once)', () => {
  it('echoes the order’s totals and prints each of its lines as ordered', () => {
    fc.assert(
      fc.property(
        itemsArb,
        fc.record({
          subtotalHalalas: fc.nat(10_000_000),
          discountHalalas: fc.nat(10_000_000),
          taxHalalas: fc.nat(10_000_000),
          totalHalalas: fc.nat(10_000_000),
        }),
        (items, order) => {
          const a = wholeOrderAmounts(items, order);
          expect(a).toMatchObject({
            subtotal: order.subtotalHalalas,
            discount: order.discountHalalas,
            vat: order.taxHalalas,
            total: order.totalHalalas,
          });
          expect(a.lines.map((l) => [l.name, l.quantity, l.totalHalalas])).toEqual(
            items.map((i) => [i.name, i.quantity, i.lineTotalHalalas]),
          );
          for (const l of a.lines) expect(l.unitPriceHalalas * l.quantity).toBe(l.totalHalalas);
        },
      ),
    );
  });
});
