import { toLatinDigits } from '@sufra/domain';

/** A typed whole number of uses ('200', '٢٠٠'): digits only, so '2.5' or '-1' are not read as numbers. */
export function parseCount(input: string): number | null {
  const normalized = toLatinDigits(input.trim());
  return /^\d{1,9}$/.test(normalized) ? Number(normalized) : null;
}
