import { cashOverShort, sarText, zonedParts } from '@sufra/domain';

/** The verdict's key and its amount as the issue words it: "Cash over by 5.00 SAR" (no sign, two decimals). */
export function verdictOf(counted: number, expected: number) {
  const { amount, verdict } = cashOverShort(counted, expected);
  return { key: `verdict.${verdict}` as const, amount: sarText(Math.abs(amount)) };
}

/** 'HH:MM' on the restaurant's clock (the report names its zone). */
export function clockOf(iso: string, timeZone: string): string {
  const p = zonedParts(new Date(iso), timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD HH:MM' on the restaurant's clock. */
export function momentOf(iso: string, timeZone: string): string {
  return `${zonedParts(new Date(iso), timeZone).day} ${clockOf(iso, timeZone)}`;
}
