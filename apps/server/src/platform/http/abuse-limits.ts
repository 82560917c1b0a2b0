import { AppError } from '@sufra/domain';
import type { FastifyReply } from 'fastify';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * Limits on the public writes an outside probe could flood (docs/security.md has each one and why). A
 * restaurant's guests often share one Wi-Fi address, so the per-IP numbers leave room for many tables at
 * once; the per-table numbers are what stops a script holding one table's QR link. A real table of 4–8
 * people orders, adds and pays a handful of times an hour, well under every number here.
 */
export const ABUSE_LIMITS = {
  /** Orders placed (and carts paid first) per table. */
  ordersPerTable: { max: 12, windowMs: 10 * MINUTE },
  /** Per IP, tables and takeaway together: a busy dining room and counter on one Wi-Fi stay under it. */
  ordersPerIp: { max: 100, windowMs: 10 * MINUTE },
  /** Add-items rounds per order and per IP. */
  additionsPerOrder: { max: 20, windowMs: 10 * MINUTE },
  additionsPerIp: { max: 60, windowMs: 10 * MINUTE },
  /** Pending payments (splits, carts paid first) per table or order, and per IP. */
  pendingPaymentsPerTable: { max: 30, windowMs: 10 * MINUTE },
  pendingPaymentsPerIp: { max: 60, windowMs: 10 * MINUTE },
  /** Coupon codes tried per IP, shared by every route that takes one (check, order, cart paid first). */
  couponGuessesPerIp: { max: 30, windowMs: 10 * MINUTE },
  /** Receipt and invoice e-mails per IP (each order/invoice has its own cap too). */
  mailsPerIp: { max: 10, windowMs: HOUR },
  /** Every client together: a botnet spreading over many addresses still cannot flood the review queue. */
  demoRequestsGlobal: { max: 100, windowMs: HOUR },
  onboardingWritesGlobal: { max: 60, windowMs: HOUR },
  /** Password-reset e-mails per typed address, known or not (so the answer reveals nothing). */
  passwordResetsPerAddress: { max: 3, windowMs: HOUR },
  /** Invitation e-mails per restaurant: a team is hired over days, not hundreds an hour. */
  staffInvitesPerRestaurant: { max: 30, windowMs: HOUR },
} as const satisfies Record<string, WindowLimit>;
export type AbuseLimitName = keyof typeof ABUSE_LIMITS;

/** Most keys one counter remembers; beyond it the oldest windows are forgotten (memory stays bounded). */
const MAX_KEYS = 50_000;

/** Fixed-window hit counts per key, in memory (per process: see docs/security.md for several instances). */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly limit: WindowLimit) {}

  /** Counts one hit; answers the seconds to wait when the key is over its limit, else 0. */
  hit(key: string, now = Date.now()): number {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.forgetOldest(now);
      window = { count: 0, resetAt: now + this.limit.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit.max ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  private forgetOldest(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now || this.windows.size >= MAX_KEYS) this.windows.delete(key);
      else break;
    }
  }
}

/** The app's counters, one per limit; `take` answers 429 RATE_LIMITED (with Retry-After) when over. */
export class AbuseGuard {
  private readonly counters = new Map<AbuseLimitName, WindowCounter>();

  constructor(limits: Partial<Record<AbuseLimitName, WindowLimit>> = {}) {
    for (const name of Object.keys(ABUSE_LIMITS) as AbuseLimitName[])
      this.counters.set(name, new WindowCounter(limits[name] ?? ABUSE_LIMITS[name]));
  }

  take(reply: FastifyReply, name: AbuseLimitName, key: string | number): void {
    const wait = (this.counters.get(name) as WindowCounter).hit(String(key));
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError('RATE_LIMITED');
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-IP, per-table and global write limits (platform/http/abuse-limits.ts). */
    abuse: AbuseGuard;
  }
}
