import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const COSTS = {
  // OWASP's scrypt floor (N=2^17, r=8, p=1): 128 MiB and a few hundred milliseconds per hash. Logins go
  // through a bounded hashing queue (hashing-queue.ts), so this cost cannot be turned against the server.
  owasp: { N: 2 ** 17, r: 8, p: 1 },
  // 1 MiB, about a millisecond.
  tests: { N: 2 ** 10, r: 8, p: 1 },
} satisfies Record<string, ScryptCost>;
let PARAMS: ScryptCost = COSTS.owasp;
const KEY_LENGTH = 64;

/**
 * The cost of new hashes, for the server's own test runs only (test/password-cost.setup.ts and the
 * templates' global setup); nothing in the server calls it. A run signs staff in and sets passwords
 * hundreds of times, and at OWASP's cost each one was 0.6 s of CPU on this machine, in both of CI's server
 * passes. A hash keeps its own parameters, so any hash verifies whatever the current cost; `'owasp'` puts
 * the floor back (the hashing queue's tests need hashes that take time).
 */
export function setPasswordCostForTests(cost: keyof typeof COSTS): void {
  PARAMS = COSTS[cost];
}

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 256 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/**
 * A hash of nothing at the current cost: an unknown e-mail is checked against it, so the answer takes as
 * long as for a real account and does not tell which e-mails exist.
 */
const timingDummies = new Map<ScryptCost, Promise<string>>();
export function timingDummyHash(): Promise<string> {
  let dummy = timingDummies.get(PARAMS);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password');
    timingDummies.set(PARAMS, dummy);
  }
  return dummy;
}

/** True for a hash made with other (older, weaker) parameters: login stores a fresh one (issue 9 item 10). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
