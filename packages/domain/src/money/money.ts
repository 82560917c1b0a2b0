/**
 * Money is an integer count of halalas (1 SAR = 100 halalas), never a float.
 * The brand stops a bare `number` (say, a quantity) from being passed where money is expected.
 */
export type Halalas = number & { readonly __brand: 'Halalas' };

/** Wraps a number as money; throws RangeError unless it is a safe integer (no fractions of a halala). */
export function halalas(n: number): Halalas {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number of halalas: ${n}`);
  return n as Halalas;
}

export const ZERO: Halalas = halalas(0);

/** Largest amount a diner may type (1,000,000 SAR); above it parseAmount answers null. */
export const MAX_INPUT_AMOUNT: Halalas = halalas(100_000_000);

export function addMoney(...xs: Halalas[]): Halalas {
  let sum = 0;
  for (const x of xs) sum += x;
  return halalas(sum);
}

export function subtractMoney(a: Halalas, b: Halalas): Halalas {
  return halalas(a - b);
}

/** Money times a whole count (a quantity, a number of people); a fractional count throws. */
export function multiplyMoney(a: Halalas, qty: number): Halalas {
  if (!Number.isSafeInteger(qty)) throw new RangeError(`Quantity must be a whole number: ${qty}`);
  return halalas(a * qty);
}

/**
 * amount × basisPoints / 10 000, rounded half up (half away from zero for negative refunds),
 * in integer maths: BigInt keeps it exact even when amount × bp leaves the safe-integer range.
 */
export function percentOf(amount: Halalas, basisPoints: number): Halalas {
  if (!Number.isSafeInteger(basisPoints)) throw new RangeError(`Basis points must be whole: ${basisPoints}`);
  return roundedDiv(amount, basisPoints, 10_000);
}

/** round(a × b / d) half away from zero, exact; d > 0. Shared with VAT and tips. */
export function roundedDiv(a: number, b: number, d: number): Halalas {
  const product = BigInt(a) * BigInt(b);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const big = BigInt(d);
  const q = (abs * 2n + big) / (big * 2n);
  return halalas(Number(negative ? -q : q));
}

/** '1234.50' for 123450; exact string digits (no float division), no grouping. */
function decimalString(amount: Halalas): string {
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${whole}.${frac}`;
}

/**
 * Display text with currency: ar '12.50 ر.س', en 'SAR 12.50', thousands grouped ('SAR 1,234.50').
 * Negative amounts (refunds) keep their sign: en '-SAR 12.50'; ar '\u200E-12.50 ر.س' (a left-to-right
 * mark, as Intl writes it, keeps the minus beside the digits inside right-to-left text).
 */
export function formatMoney(amount: Halalas, lang: 'ar' | 'en'): string {
  const digits = groupedDigits(amount);
  if (lang === 'ar') return `${amount < 0 ? '\u200E-' : ''}${digits} ر.س`;
  return `${amount < 0 ? '-' : ''}SAR ${digits}`;
}

/**
 * '1,234.50' for ±123450: what Intl.NumberFormat prints for 'en-US' and 'ar-u-nu-latn' with two decimals (the
 * tests compare them), from integer digits. Not Intl itself: a browser's first number formatter loads its
 * locale data, about 45 ms of a mid-range phone's main thread in the middle of the first screen's render
 * (Lighthouse's total blocking time, issue 15).
 */
function groupedDigits(amount: Halalas): string {
  // A comma before each group of three digits that ends at the decimal point.
  return decimalString(halalas(Math.abs(amount))).replace(/\B(?=(\d{3})+\.)/g, ',');
}

/** '12.50' with no currency and no grouping, for form inputs; parseAmount reads it back. */
export function formatAmount(amount: Halalas): string {
  return decimalString(amount);
}

const ARABIC_INDIC_ZERO = 0x0660; // '٠'
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0; // '۰' (Persian/Urdu keyboards)

/**
 * Arabic-Indic (٠-٩) and extended (۰-۹) digits to Latin ones, since people may type either: the one
 * folding every typed number (amounts, phones, CR numbers, card numbers) goes through.
 */
export function toLatinDigits(s: string): string {
  return s.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const base = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

/**
 * Reads a typed amount exactly (string digits, never parseFloat): '12', '12.5', ' 12.50 ', '١٢٫٥٠',
 * '12,50'. Both '٫' (Arabic decimal separator) and ',' are decimal points, since Arabic keyboards
 * and European habits type them; so there is no thousands grouping. Null for anything else:
 * signs, exponents, hex, more than 2 decimals, or more than 1,000,000 SAR. Zero parses to 0.
 */
export function parseAmount(input: string): Halalas | null {
  const normalized = toLatinDigits(input.trim()).replace(/[\u066B,]/g, '.');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(normalized);
  if (!match) return null;
  const whole = Number(match[1]);
  const frac = Number((match[2] ?? '').padEnd(2, '0'));
  const value = whole * 100 + frac;
  return value > MAX_INPUT_AMOUNT ? null : halalas(value);
}
