import { toLatinDigits } from '../money/money';

/**
 * Saudi mobile number to E.164 ('+9665XXXXXXXX'), or null (spec: 'Please enter a valid Saudi phone
 * number'). Accepts 05XXXXXXXX and +966 5XXXXXXXX, also 9665…, 009665… and +966 05… (a trunk 0 typed
 * after the country code), with spaces, dashes, dots or brackets between digits. A hand-written
 * rule, because Saudi mobiles are simply 5 + 8 digits and a phone library would weigh ~100 kB.
 */
export function normalizeSaudiPhone(input: string): string | null {
  const compact = toLatinDigits(input.trim()).replace(/[\s\-.()\u00A0]/g, '');
  const match = /^(?:\+966|00966|966)0?(5\d{8})$|^0(5\d{8})$/.exec(compact);
  const national = match?.[1] ?? match?.[2];
  return national ? `+966${national}` : null;
}

export function isValidSaudiPhone(input: string): boolean {
  return normalizeSaudiPhone(input) !== null;
}
