import { AppError } from '@sufra/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Caps on open event streams (docs/security.md). Each stream holds a socket, a file descriptor and a bus
 * subscription for hours; ≈19,850 anonymous streams once exhausted the process's descriptors and health
 * failed. A restaurant's guests may share one Wi-Fi address, so the per-IP cap leaves room for every
 * phone of a full dining room; the per-scope cap (one table, one order) for a table of 8 with two tabs each.
 */
export const STREAM_LIMITS = {
  perIp: 200,
  /** Streams of one table or one order (routes with path parameters; the staff stream has its own auth). */
  perScope: 20,
  /** Whole process: far below the usual 20,000-descriptor limit, so HTTP, the database and health go on. */
  perProcess: 4_000,
} as const;
export type StreamLimits = { [K in keyof typeof STREAM_LIMITS]: number };

/** Seconds a refused client is told to wait (EventSource retries by itself; this paces the retries). */
const RETRY_AFTER_SECONDS = '30';

/**
 * A refusal closes its connection too: the caps are about sockets and descriptors, and a refused client's
 * idle keep-alive socket held one past the cap (issue 25 item 17 counted 202 connections for a cap of 200).
 */
function refuse(reply: FastifyReply, code: 'SERVICE_UNAVAILABLE' | 'TOO_MANY_STREAMS'): never {
  reply.header('retry-after', RETRY_AFTER_SECONDS);
  reply.header('connection', 'close');
  throw new AppError(code);
}

/** Open stream counts of one app, taken when a stream is admitted and given back when its response closes. */
export class StreamCounter {
  private total = 0;
  private readonly byIp = new Map<string, number>();
  private readonly byScope = new Map<string, number>();

  constructor(private readonly limits: StreamLimits = STREAM_LIMITS) {}

  get open(): number {
    return this.total;
  }

  /**
   * Admits a GET stream request or throws 503 (process full) / 429 TOO_MANY_STREAMS (its IP or scope
   * full). HEAD is not counted: it is answered at once (sse.ts).
   */
  admit(req: FastifyRequest, reply: FastifyReply): void {
    if (req.method !== 'GET') return;
    const params = req.params as Record<string, unknown> | undefined;
    const scope =
      params && Object.keys(params).length > 0 ? `${req.routeOptions.url}|${JSON.stringify(params)}` : null;
    if (this.total >= this.limits.perProcess) refuse(reply, 'SERVICE_UNAVAILABLE');
    if (
      (this.byIp.get(req.ip) ?? 0) >= this.limits.perIp ||
      (scope !== null && (this.byScope.get(scope) ?? 0) >= this.limits.perScope)
    )
      refuse(reply, 'TOO_MANY_STREAMS');
    this.total += 1;
    bump(this.byIp, req.ip, 1);
    if (scope !== null) bump(this.byScope, scope, 1);
    // 'close' fires once for every response: streamed, refused by the route's own checks, or cut off.
    reply.raw.once('close', () => {
      this.total -= 1;
      bump(this.byIp, req.ip, -1);
      if (scope !== null) bump(this.byScope, scope, -1);
    });
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
