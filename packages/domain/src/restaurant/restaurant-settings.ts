import { toLatinDigits } from '../money/money';

/** Spaces and dashes people type between groups of digits (a number read off a certificate). */
const SEPARATORS = /[\s\-\u00A0]/g;

/**
 * A VAT registration number as ZATCA issues it: 15 digits, the first and the last a 3 (the number printed
 * on every simplified tax invoice and encoded in its QR). Arabic-Indic digits read as the same number.
 * Returns the digits, or null when the number cannot be one.
 */
export function normalizeVatNumber(input: string): string | null {
  const digits = toLatinDigits(input.trim()).replace(SEPARATORS, '');
  return /^3\d{13}3$/.test(digits) ? digits : null;
}

export function isValidVatNumber(input: string): boolean {
  return normalizeVatNumber(input) !== null;
}

/** A Saudi commercial registration (CR) number: 10 digits, typed any way; null when it cannot be one. */
export function normalizeCommercialRegistration(input: string): string | null {
  const digits = toLatinDigits(input.trim()).replace(SEPARATORS, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/**
 * Settings that move money or tax identity: only the owner changes them (docs/decisions.md, "Settings:
 * who changes what"). Managers change everything else on the Settings screen.
 */
export const OWNER_ONLY_SETTINGS = ['vatNumber', 'commercialRegistration', 'pricingMode'] as const;
export type OwnerOnlySetting = (typeof OWNER_ONLY_SETTINGS)[number];

/** How many open orders a new table takes at once (tables.capacity), when the restaurant adds one. */
export const TABLE_CAPACITY_MIN = 1;
export const TABLE_CAPACITY_MAX = 50;

/** The maintenance message diners read, in each language. */
export const MAINTENANCE_MESSAGE_MAX = 300;
