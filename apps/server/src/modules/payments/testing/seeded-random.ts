/**
 * The race test's one source of randomness (issue 10 item 2): mulberry32, a small seeded PRNG, so a run
 * is replayed from the seed it prints. Every trial and every payer draws from its own stream (derived
 * from the trial's seed), so the choices do not depend on how concurrent payers interleave.
 */
export interface Rng {
  next(): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  int(lo: number, hi: number): number;
}

export function seededRandom(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick: (xs) => xs[Math.floor(next() * xs.length)] as (typeof xs)[number],
    chance: (p) => next() < p,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

/** A stream of its own for a part of a trial (payer n), the same whatever ran before it. */
export function substream(seed: number, n: number): Rng {
  return seededRandom((Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(n + 1, 0x85ebca6b)) >>> 0);
}

/** RACE_SEED when given (a replay), else a fresh one; trial k of the run uses seed + k. */
export function raceSeed(env: string | undefined): number {
  if (env !== undefined && env !== '') {
    const seed = Number(env);
    if (!Number.isSafeInteger(seed) || seed < 0)
      throw new Error(`RACE_SEED must be a whole number, got ${env}`);
    return seed >>> 0;
  }
  return Math.floor(Math.random() * 4_294_967_296);
}
