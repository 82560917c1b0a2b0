import type { Halalas } from '../money/money';

/**
 * A tip above half of the share it is paid on is asked about once more, with its percentage in words,
 * before the card page opens (issue 25 item 9: 500 typed for a 5.00 share is 10,000 %). Below the
 * ceiling (`maxTip`) it is allowed; the question only catches a slip of the finger (a missing point, an
 * extra zero), so the presets (at most 20 %) never trigger it.
 */
export const LARGE_TIP_SHARE_PERCENT = 50;

/** Whether `tip` is more than LARGE_TIP_SHARE_PERCENT % of `share` (integer maths; no share: nothing to pay). */
export function isLargeTip(tip: Halalas, share: Halalas): boolean {
  if (share <= 0) return false;
  return tip * 100 > share * LARGE_TIP_SHARE_PERCENT;
}

/**
 * The tip as a percentage of the share, rounded half up to 1 decimal (10000, 1562.5, 50.1) for the
 * question's sentence; integer basis points until the last step. 0 when there is no share.
 */
export function tipPercentOfShare(tip: Halalas, share: Halalas): number {
  if (share <= 0 || tip <= 0) return 0;
  // tenths of a percent: tip / share × 1000, rounded half up.
  const tenths = (BigInt(tip) * 2000n + BigInt(share)) / (BigInt(share) * 2n);
  return Number(tenths) / 10;
}
