import { type Halalas, halalas, percentOf, ZERO } from '../money/money';

export const TIP_PRESETS = [10, 15, 20] as const;
export type TipPreset = (typeof TIP_PRESETS)[number];

export type TipChoice =
  | { kind: 'none' }
  | { kind: 'percent'; percent: TipPreset }
  | { kind: 'custom'; amount: Halalas };

/**
 * A tip may be as large as the share it is paid on, or 500 SAR, whichever is more (issue 8 item 5: a
 * 6.00 SAR bill took a 1,000,000 SAR tip). A typo of a few zeros must not reach the card.
 */
export const TIP_CEILING_MIN_HALALAS = halalas(50_000);
export const TIP_CEILING_SHARE_PERCENT = 100;

/** The largest tip accepted on a share: max(100 % of the share, 500 SAR). */
export function maxTip(share: Halalas): Halalas {
  const ofShare = percentOf(share, TIP_CEILING_SHARE_PERCENT * 100);
  return halalas(Math.max(ofShare, TIP_CEILING_MIN_HALALAS));
}

/** Whether a tip is within the ceiling of the share it is paid on. */
export function isTipAllowed(tip: Halalas, share: Halalas): boolean {
  return tip >= 0 && tip <= maxTip(share);
}

/** The tip in halalas for a diner's choice; a percent tip is rounded half up to the halala. */
export function tipAmount(choice: TipChoice, orderTotal: Halalas): Halalas {
  switch (choice.kind) {
    case 'none':
      return ZERO;
    case 'percent':
      return percentOf(orderTotal, choice.percent * 100);
    case 'custom':
      return choice.amount;
  }
}

export type TipClass =
  | { kind: 'none' }
  | { kind: 'preset'; percent: TipPreset }
  | { kind: 'custom'; percent: number };

/**
 * How a stored tip is shown (spec section 9): within 1 percentage point of 10, 15 or 20 % of the
 * order total it counts as that preset; other non-zero tips are custom, rounded to 2 decimals;
 * zero is no tip. Integer maths: |tip × 10 000 − total × bp| ≤ total × 100 (1 point = 100 bp).
 * Boundaries are inclusive; the nearest preset wins (the 1-point windows do not overlap).
 */
export function classifyTip(tip: Halalas, orderTotal: Halalas): TipClass {
  if (tip === 0) return { kind: 'none' };
  if (orderTotal > 0) {
    const scaledTip = BigInt(tip) * 10_000n;
    const window = BigInt(orderTotal) * 100n;
    for (const percent of TIP_PRESETS) {
      const diff = scaledTip - BigInt(orderTotal) * BigInt(percent * 100);
      if ((diff < 0n ? -diff : diff) <= window) return { kind: 'preset', percent };
    }
  }
  return { kind: 'custom', percent: tipPercent(tip, orderTotal) };
}

/** tip / total × 100 rounded half up to 2 decimals, via integer basis points; 0 when total is 0. */
function tipPercent(tip: Halalas, orderTotal: Halalas): number {
  if (orderTotal <= 0) return 0;
  const bp = (BigInt(tip) * 20_000n + BigInt(orderTotal)) / (BigInt(orderTotal) * 2n);
  return Number(bp) / 100;
}
