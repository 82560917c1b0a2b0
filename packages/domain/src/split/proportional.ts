import { type Halalas, halalas } from '../money/money';

/**
 * Spreads `total` halalas over parts in proportion to their weights (largest remainder: each part gets
 * its floor, the leftover halalas go to the largest fractions, earlier parts first on a tie), so the
 * shares are integers that sum to `total` exactly, whichever parts are asked for and in which order.
 * Used for the tip of a table payment: each order's part carries the tip in proportion to its amount, so
 * refunding every part gives back exactly what was captured (issue 8 items 1 and 10).
 */
export function allocateProportionally(total: Halalas, weights: readonly number[]): Halalas[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || total === 0) return weights.map(() => halalas(0));
  // Integer arithmetic: total * weight stays far below 2^53 for any amount the order caps allow.
  const floors = weights.map((w) => Math.floor((total * w) / sum));
  const order = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = total - floors.reduce((s, f) => s + f, 0);
  for (const { i } of order) {
    if (left === 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((f) => halalas(f));
}
