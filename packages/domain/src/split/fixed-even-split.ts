import { AppError } from '../errors';
import { type Halalas, halalas } from '../money/money';

/**
 * An even split fixed when it is created (issue 8 item 2): `base` is what remained of the bill then, and
 * it never changes afterwards. A reservation that lapses, a diner who abandons the card page or pays
 * late changes nobody's share: each person's share is floor(base / totalPeople), and the share that
 * covers the last people closes the split to the halala (it takes the rounding remainder).
 */
export interface FixedEvenSplit {
  base: Halalas;
  totalPeople: number;
}

/** A live share of the split (paid, or reserved and not lapsed): the people it covers and its amount. */
export interface HeldEvenShare {
  people: number;
  amount: Halalas;
}

/** One person's share of a fixed split (every share but the closing one is a multiple of it). */
export function onePersonShare(split: FixedEvenSplit): Halalas {
  return halalas(Math.floor(split.base / split.totalPeople));
}

/**
 * What paying for `peopleYouPayFor` more people of the split costs now, given its live shares.
 * SPLIT_INVALID when more people would be covered than the split has.
 */
export function fixedEvenShare(
  split: FixedEvenSplit,
  held: readonly HeldEvenShare[],
  peopleYouPayFor: number,
): Halalas {
  const { base, totalPeople } = split;
  if (!Number.isSafeInteger(totalPeople) || totalPeople < 1)
    throw new AppError('SPLIT_INVALID', { totalPeople });
  if (!Number.isSafeInteger(peopleYouPayFor) || peopleYouPayFor < 1)
    throw new AppError('SPLIT_INVALID', { totalPeople, peopleYouPayFor });
  const covered = held.reduce((n, s) => n + s.people, 0);
  if (covered + peopleYouPayFor > totalPeople) throw new AppError('SPLIT_INVALID', { totalPeople });
  if (covered + peopleYouPayFor < totalPeople) return halalas(onePersonShare(split) * peopleYouPayFor);
  // The closing share: exactly what the live shares leave of the base (the remainder lands here).
  const taken = held.reduce((n, s) => n + s.amount, 0);
  return halalas(Math.max(0, base - taken));
}
