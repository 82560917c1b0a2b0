import { type Halalas, parseAmount } from '@sufra/domain';

export type TypedAmount =
  | { ok: true; amount: Halalas }
  | { ok: false; problem: 'unreadable' | 'zero' | 'overRemaining' };

/**
 * An amount typed in SAR read exactly into halalas by the domain's parser (digits as text, never a float:
 * '45.5' is 4550, Arabic-Indic digits and '٫' included), and held to what the table still owes.
 */
export function readTypedAmount(input: string, remaining: number): TypedAmount {
  const amount = parseAmount(input);
  if (amount === null) return { ok: false, problem: 'unreadable' };
  if (amount === 0) return { ok: false, problem: 'zero' };
  if (amount > remaining) return { ok: false, problem: 'overRemaining' };
  return { ok: true, amount };
}
