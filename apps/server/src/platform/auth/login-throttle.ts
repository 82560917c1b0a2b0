/**
 * Per-account login throttling with exponential backoff (issue 9 item 7). The per-IP limit alone lets a
 * botnet try one password per address; this one follows the account, whichever address asks.
 *
 * Keyed by the e-mail as typed (normalised), known or not, so a throttled answer does not reveal whether
 * an account exists. Backoff, not lockout: someone who knows the e-mail can slow its owner down but never
 * shut them out for longer than MAX_LOGIN_BACKOFF_MS. In memory, per process: N server instances allow N
 * times the guesses, still only a handful per hour per account once the backoff has grown.
 */
export interface LoginThrottle {
  /** Milliseconds before this account may try again (0 = now). A throttled try costs no hash. */
  waitMs(key: string): number;
  failed(key: string): void;
  succeeded(key: string): void;
}

/** Wrong passwords allowed without delay: typos and a forgotten caps lock. */
export const FREE_LOGIN_FAILURES = 5;
/** The first delay after the free failures; it doubles with each further failure. */
const FIRST_LOGIN_BACKOFF_MS = 1_000;
/** The longest wait between two tries: ~4 guesses an hour once reached (after 15 failures). */
export const MAX_LOGIN_BACKOFF_MS = 15 * 60_000;
/** A quiet account is forgotten after this: its next wrong password is free again. */
const FORGET_AFTER_MS = 60 * 60_000;
/** Memory bound against a flood of made-up e-mails; the oldest entries go first. */
const MAX_TRACKED_ACCOUNTS = 10_000;

interface Entry {
  failures: number;
  /** Epoch ms of the last failure. */
  lastAt: number;
}

export function loginBackoffMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(MAX_LOGIN_BACKOFF_MS, FIRST_LOGIN_BACKOFF_MS * 2 ** (failures - FREE_LOGIN_FAILURES));
}

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now() - entry.lastAt > FORGET_AFTER_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    waitMs(key) {
      const entry = live(key);
      if (!entry) return 0;
      return Math.max(0, entry.lastAt + loginBackoffMs(entry.failures) - now());
    },
    failed(key) {
      const failures = (live(key)?.failures ?? 0) + 1;
      // Re-inserted so the Map's order is least recently failed first (what the bound evicts).
      entries.delete(key);
      entries.set(key, { failures, lastAt: now() });
      if (entries.size > MAX_TRACKED_ACCOUNTS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    succeeded(key) {
      entries.delete(key);
    },
  };
}
