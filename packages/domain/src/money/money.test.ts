import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  formatAmount,
  formatMoney,
  halalas,
  MAX_INPUT_AMOUNT,
  multiplyMoney,
  parseAmount,
  percentOf,
  subtractMoney,
  toLatinDigits,
  ZERO,
} from './money';

const LRM = '\u200E';
const money = (min = -1e12, max = 1e12) => fc.integer({ min, max }).map(halalas);

describe('halalas', () => {
  it('accepts safe integers and rejects fractions, NaN and unsafe numbers', () => {
    expect(halalas(1250)).toBe(1250);
    expect(ZERO).toBe(0);
    expect(() => halalas(12.5)).toThrow(RangeError);
    expect(() => halalas(Number.NaN)).toThrow(RangeError);
    expect(() => halalas(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => halalas(2 ** 53)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds any number of amounts, and nothing to zero', () => {
    expect(addMoney()).toBe(0);
    expect(addMoney(halalas(100), halalas(250), halalas(-50))).toBe(300);
    expect(subtractMoney(halalas(1000), halalas(1250))).toBe(-250);
  });

  it('multiplies by whole quantities only', () => {
    expect(multiplyMoney(halalas(1250), 3)).toBe(3750);
    expect(() => multiplyMoney(halalas(1250), 1.5)).toThrow(RangeError);
  });

  it('throws instead of silently losing precision on overflow', () => {
    expect(() => multiplyMoney(halalas(2 ** 52), 4)).toThrow(RangeError);
  });

  it('percentOf rounds half up in integer maths', () => {
    expect(percentOf(halalas(1000), 1500)).toBe(150);
    expect(percentOf(halalas(1), 5000)).toBe(1); // 0.5 -> 1
    expect(percentOf(halalas(1), 4999)).toBe(0); // 0.4999 -> 0
    expect(percentOf(halalas(333), 1000)).toBe(33); // 33.3
    expect(percentOf(halalas(335), 1000)).toBe(34); // 33.5 -> 34
    expect(percentOf(halalas(-335), 1000)).toBe(-34); // refunds mirror positives
    expect(() => percentOf(halalas(100), 12.5)).toThrow(RangeError);
  });

  it('percentOf matches exact rational rounding (property)', () => {
    fc.assert(
      fc.property(money(0, 1e10), fc.integer({ min: 0, max: 10_000 }), (a, bp) => {
        const r = percentOf(a, bp);
        // r is the nearest integer to a*bp/10000 with ties up, so -5000 <= a*bp - r*10000 < 5000
        const diff = BigInt(a) * BigInt(bp) - BigInt(r) * 10_000n;
        expect(diff >= -5000n && diff < 5000n).toBe(true);
      }),
    );
  });
});

describe('formatMoney (exact display format)', () => {
  it('Arabic: Latin digits, 2 decimals, then "ر.س"', () => {
    expect(formatMoney(halalas(1250), 'ar')).toBe('12.50 ر.س');
    expect(formatMoney(halalas(0), 'ar')).toBe('0.00 ر.س');
    expect(formatMoney(halalas(123456789), 'ar')).toBe('1,234,567.89 ر.س');
    expect(formatMoney(halalas(-1250), 'ar')).toBe(`${LRM}-12.50 ر.س`);
  });

  it('English: "SAR " then the amount with 2 decimals', () => {
    expect(formatMoney(halalas(1250), 'en')).toBe('SAR 12.50');
    expect(formatMoney(halalas(5), 'en')).toBe('SAR 0.05');
    expect(formatMoney(halalas(123456789), 'en')).toBe('SAR 1,234,567.89');
    expect(formatMoney(halalas(-1250), 'en')).toBe('-SAR 12.50');
  });

  it('prints what Intl.NumberFormat prints for the same amount, in both languages', () => {
    const ar = new Intl.NumberFormat('ar-u-nu-latn', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    const en = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.oneof(money(), fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })), (a) => {
        const digits = (f: Intl.NumberFormat) => f.format(formatAmount(halalas(a)) as `${number}`);
        expect(formatMoney(halalas(a), 'ar')).toBe(`${digits(ar)} ر.س`);
        expect(formatMoney(halalas(a), 'en')).toBe(
          a < 0 ? `-SAR ${digits(en).slice(1)}` : `SAR ${digits(en)}`,
        );
      }),
    );
  });

  it('never shows Arabic-Indic digits and stays exact for huge amounts', () => {
    expect(formatMoney(halalas(9_007_199_254_740_991), 'en')).toBe('SAR 90,071,992,547,409.91');
    fc.assert(
      fc.property(money(), (a) => {
        expect(formatMoney(a, 'ar')).not.toMatch(/[\u0660-\u0669]/);
      }),
    );
  });
});

describe('formatAmount / parseAmount', () => {
  it('formats for inputs with no currency or grouping', () => {
    expect(formatAmount(halalas(1250))).toBe('12.50');
    expect(formatAmount(halalas(7))).toBe('0.07');
    expect(formatAmount(halalas(123456))).toBe('1234.56');
    expect(formatAmount(halalas(-7))).toBe('-0.07');
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    [' 12.50 ', 1250],
    ['١٢٫٥٠', 1250],
    ['١٢,٥', 1250],
    ['12,05', 1205],
    ['۱۲.۵۰', 1250],
    ['0', 0],
    ['0.01', 1],
    ['007', 700],
    ['1000000', 100_000_000],
    ['1000000.00', 100_000_000],
  ])('parses %j as %d halalas', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '-1',
    '+1',
    '1.234',
    '1e3',
    'abc',
    '0x10',
    '12.',
    '.5',
    '1 000',
    '1,000.00',
    '12.5.0',
    '1000000.01',
    '99999999999999',
    'Infinity',
    'NaN',
  ])('rejects %j', (input) => {
    expect(parseAmount(input)).toBeNull();
  });

  it('parse(format(x)) = x for every amount a diner may type (property)', () => {
    fc.assert(
      fc.property(money(0, MAX_INPUT_AMOUNT), (a) => {
        expect(parseAmount(formatAmount(a))).toBe(a);
      }),
    );
  });

  it('never returns a fraction or an amount over the limit (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (s) => {
        const r = parseAmount(s);
        if (r !== null) {
          expect(Number.isSafeInteger(r)).toBe(true);
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThanOrEqual(MAX_INPUT_AMOUNT);
        }
      }),
    );
  });
});

describe('toLatinDigits', () => {
  it('folds Arabic-Indic and extended Arabic-Indic digits, leaving everything else', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ a-1')).toBe('0123456789 0123456789 a-1');
  });
});
