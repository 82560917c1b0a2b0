import { toLatinDigits } from '@sufra/domain';

/**
 * A percent typed by a person into basis points, read as text (never a float: 12.5 × 100 is not always
 * 1250): '12.5' → 1250, '٢٥' → 2500, '7,25' → 725, '10%' → 1000. Up to two decimals; null for anything else.
 * The range (0.01–100 %) is the domain's rule (coupon-terms.ts), checked with the others.
 */
export function parsePercent(input: string): number | null {
  const normalized = toLatinDigits(input.trim())
    .replace(/[\u066B,]/g, '.')
    .replace(/\s*[%\u066A]$/, '');
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(normalized);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as a person writes the percent: 1250 → '12.5', 1000 → '10', 1205 → '12.05'. */
export function formatPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
