import { AppError, type ErrorCode } from '../errors';
import { addMoney, type Halalas, halalas, parseAmount, subtractMoney, ZERO } from '../money/money';

/** Spec section 9: the split screen opens at 2 people, paying for 1. */
export const DEFAULT_SPLIT = { totalPeople: 2, peopleYouPayFor: 1 } as const;
export const MAX_SPLIT_PEOPLE = 50;

export type SplitValidation = { ok: true; amount: Halalas } | { ok: false; code: ErrorCode };

function assertPeople(totalPeople: number): void {
  if (!Number.isSafeInteger(totalPeople) || totalPeople < 1 || totalPeople > MAX_SPLIT_PEOPLE)
    throw new AppError('SPLIT_INVALID', { totalPeople });
}

/**
 * n shares that sum exactly to the amount: each gets floor(amount / n) and the LAST share also takes
 * the remainder, so whoever pays last ("pay remaining") closes the bill to the halala.
 */
export function splitEvenly(amount: Halalas, totalPeople: number): Halalas[] {
  assertPeople(totalPeople);
  if (amount < 0) throw new AppError('AMOUNT_INVALID');
  const base = Math.floor(amount / totalPeople);
  const shares = Array.from({ length: totalPeople }, () => halalas(base));
  shares[totalPeople - 1] = halalas(amount - base * (totalPeople - 1));
  return shares;
}

/**
 * Spec: share = peopleYouPayFor / totalPeople × amount, rounded down (the remainder is left for the
 * last payer). Paying for everybody returns the whole amount.
 */
export function evenShare(amount: Halalas, totalPeople: number, peopleYouPayFor: number): Halalas {
  assertPeople(totalPeople);
  if (!Number.isSafeInteger(peopleYouPayFor) || peopleYouPayFor < 1 || peopleYouPayFor > totalPeople)
    throw new AppError('SPLIT_INVALID', { totalPeople, peopleYouPayFor });
  if (amount < 0) throw new AppError('AMOUNT_INVALID');
  return halalas(Number((BigInt(amount) * BigInt(peopleYouPayFor)) / BigInt(totalPeople)));
}

/** Custom amount typed by a diner, checked against what is still unpaid (spec section 5 texts). */
export function validateCustomSplit(input: string, available: Halalas): SplitValidation {
  if (input.trim() === '') return { ok: false, code: 'AMOUNT_REQUIRED' };
  const amount = parseAmount(input);
  if (amount === null || amount <= 0) return { ok: false, code: 'AMOUNT_INVALID' };
  if (amount > available) return { ok: false, code: 'AMOUNT_EXCEEDS_BILL' };
  return { ok: true, amount };
}

export interface PerItemShareItem {
  index: number;
  lineTotal: Halalas;
  /** how many payers share this line (1 = one person pays the whole line) */
  sharedBy: number;
  /** shares of this line already paid by others */
  paidShares?: number;
}

/**
 * What a diner owes for the lines they pick. A line shared by n payers is split like splitEvenly:
 * every share is floor(total / n) and the last unpaid share also takes the remainder, so the
 * line's shares always add up to its total.
 */
export function perItemShare(items: PerItemShareItem[], selectedIndexes: number[]): SplitValidation {
  const picked = [...new Set(selectedIndexes)];
  if (picked.length === 0) return { ok: false, code: 'SPLIT_ITEMS_REQUIRED' };
  let total = ZERO;
  for (const index of picked) {
    const item = items.find((i) => i.index === index);
    if (!item) return { ok: false, code: 'SPLIT_INVALID' };
    const { sharedBy } = item;
    const paid = item.paidShares ?? 0;
    if (!Number.isSafeInteger(sharedBy) || sharedBy < 1 || sharedBy > MAX_SPLIT_PEOPLE)
      return { ok: false, code: 'SPLIT_INVALID' };
    if (!Number.isSafeInteger(paid) || paid < 0) return { ok: false, code: 'SPLIT_INVALID' };
    if (paid >= sharedBy) return { ok: false, code: 'ITEM_ALREADY_PAID' };
    const base = Math.floor(item.lineTotal / sharedBy);
    const isLastShare = paid === sharedBy - 1;
    const share = isLastShare ? subtractMoney(item.lineTotal, halalas(base * (sharedBy - 1))) : halalas(base);
    total = addMoney(total, share);
  }
  return { ok: true, amount: total };
}
