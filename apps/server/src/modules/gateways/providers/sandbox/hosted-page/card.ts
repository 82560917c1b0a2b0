/**
 * Card checks a real hosted payment page makes before it sends anything: brand from the number (mada first,
 * since mada BINs sit inside the Visa and Mastercard ranges), the Luhn checksum, the expiry and the CVC.
 */

import { toLatinDigits } from '@sufra/domain';
export type CardBrand = 'mada' | 'visa' | 'mastercard';

/**
 * A representative set of mada BINs. Cross-checked against the list that payment plugins for Saudi
 * merchants ship (Amazon Payment Services' MADA_BINS, 2023); the 9682xx range is mada's own (ISO IIN 968).
 */
export const MADA_BINS: readonly string[] = [
  '401757',
  '403024',
  '406136',
  '406996',
  '407197',
  '407395',
  '407520',
  '409201',
  '410621',
  '410685',
  '410834',
  '412565',
  '417633',
  '419593',
  '420132',
  '421141',
  '422817',
  '422818',
  '422819',
  '428331',
  '428671',
  '428672',
  '428673',
  '431361',
  '432328',
  '434107',
  '439954',
  '440533',
  '440647',
  '440795',
  '445564',
  '446393',
  '446404',
  '446672',
  '455036',
  '455708',
  '457865',
  '457997',
  '458456',
  '462220',
  '468540',
  '468541',
  '468542',
  '468543',
  '474491',
  '483010',
  '483011',
  '483012',
  '484783',
  '486094',
  '486095',
  '486096',
  '489317',
  '489318',
  '489319',
  '504300',
  '508160',
  '513213',
  '520058',
  '521076',
  '524130',
  '524514',
  '529415',
  '529741',
  '530060',
  '530906',
  '531095',
  '531196',
  '532013',
  '535825',
  '535989',
  '536023',
  '537767',
  '543085',
  '543357',
  '549760',
  '554180',
  '558563',
  '585265',
  '588845',
  '588848',
  '588850',
  '588982',
  '589005',
  '589206',
  '604906',
  '605141',
  '636120',
  '968201',
  '968202',
  '968203',
  '968204',
  '968205',
  '968206',
  '968207',
  '968208',
  '968209',
  '968210',
  '968211',
];
const MADA = new Set(MADA_BINS);

/** Digits only: people type spaces and dashes, and Arabic keyboards type Arabic-Indic digits. */
export function cardDigits(input: string): string {
  return toLatinDigits(input).replace(/[\s-]/g, '');
}

export function detectBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!/^\d{6,19}$/.test(digits)) return null;
  if (MADA.has(digits.slice(0, 6))) return 'mada';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  // Mastercard: 51–55, and the 2-series 2221–2720 (since 2017).
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/** The Luhn (mod 10) checksum every card number carries: it catches one mistyped digit or swapped pair. */
export function isLuhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'MM/YY', 'MM / YY', 'MMYY' or 'MM/YYYY' -> month and four-digit year; null if unreadable. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(cardDigitsKeepSlash(input));
  if (!match) return null;
  const month = Number(match[1]);
  const yearDigits = match[2] ?? '';
  const year = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

function cardDigitsKeepSlash(input: string): string {
  return cardDigits(input.trim()).replace(/\s/g, '');
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth;
}

export function isCvcValid(cvc: string): boolean {
  return /^\d{3}$/.test(cardDigits(cvc));
}

/** As Moyasar's form asks: a first and a last name. */
export function isNameValid(name: string): boolean {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length >= 2 && name.trim().length <= 100;
}
