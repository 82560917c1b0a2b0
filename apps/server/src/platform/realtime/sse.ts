import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HubStream, StreamHub, StreamScope } from './stream-hub';
import type { StreamLimits } from './stream-limits';

export const HEARTBEAT_MS = 25_000;
/** The EventSource reconnect delay we ask browsers for. */
const RETRY_MS = 3_000;
/** A client this far behind is not reading: drop it rather than buffer without bound. */
const MAX_BUFFERED_BYTES = 1_000_000;

export interface SseOptions {
  heartbeatMs?: number;
  retryMs?: number;
  /** How often a stream with a `stillAllowed` check asks it again (default REVALIDATE_MS). */
  revalidateMs?: number;
  /** Open-stream caps (default STREAM_LIMITS, or the SSE_MAX_STREAMS_* settings; tests lower them). */
  limits?: StreamLimits;
}

/** A stream whose access can be withdrawn (a staff session, a rotated QR hash) re-checks it this often. */
export const REVALIDATE_MS = 10_000;

/** An open stream of the app: shutdown ends it, the app's one heartbeat timer pings it. */
interface OpenStream {
  end(): void;
  ping(): void;
}
/** Open streams of one app, so shutdown can end them (an open response would keep server.close waiting). */
export type StreamRegistry = Set<OpenStream>;

/**
 * Re-checks shared by the streams opened with the same proof (the phones of one table with its hash, the
 * tabs of one staff session): one database check per proof every `revalidateMs`, not one per stream.
 */
export class SharedChecks {
  private readonly groups = new Map<
    string,
    { ends: Set<() => void>; timer: NodeJS.Timeout; check: () => Promise<boolean> }
  >();

  constructor(private readonly everyMs: number) {}

  /** Joins `end` to the key's check (the first stream's check stands for all); returns the leave function. */
  join(key: string, check: () => Promise<boolean>, end: () => void): () => void {
    let group = this.groups.get(key);
    if (!group) {
      const ends = new Set<() => void>();
      const timer = setInterval(() => {
        const current = this.groups.get(key);
        if (!current) return;
        current.check().then(
          (allowed) => allowed || this.endAll(key),
          () => this.endAll(key),
        );
      }, this.everyMs);
      timer.unref();
      group = { ends, timer, check };
      this.groups.set(key, group);
    }
    group.ends.add(end);
    return () => {
      const g = this.groups.get(key);
      if (!g?.ends.delete(end) || g.ends.size > 0) return;
      clearInterval(g.timer);
      this.groups.delete(key);
    };
  }

  private endAll(key: string): void {
    for (const end of [...(this.groups.get(key)?.ends ?? [])]) end();
  }
}

export interface StreamDeps {
  hub: StreamHub;
  registry: StreamRegistry;
  checks: SharedChecks;
  options?: SseOptions | undefined;
}

/**
 * Turns the request into a Server-Sent Events stream of the bus events its `scope` hears (stream-hub.ts).
 * The reply is hijacked (no compression, no serialiser), so the headers already set on it (security
 * headers, request id) are copied by hand. The app's heartbeat writes a comment line every `heartbeatMs`
 * so proxies do not close an idle stream.
 */
export function streamEvents(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: StreamDeps,
  scope: StreamScope,
  /**
   * Whether the caller may still listen (issue 9 item 9), asked every `revalidateMs` once per `key` (the
   * proof the stream was opened with); false, or a failed check, ends the stream, and the client's
   * reconnect then meets the route's own checks again.
   */
  recheck?: { key: string; stillAllowed: () => Promise<boolean> },
): void {
  const { hub, registry } = deps;
  const res = reply.raw;
  reply.hijack();
  const isHead = req.method === 'HEAD';
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // HEAD has no body to wait for: it answers at once (it used to hold the connection like a stream).
    connection: isHead ? 'close' : 'keep-alive',
    // nginx and similar proxies buffer responses unless told not to.
    'x-accel-buffering': 'no',
  });
  if (isHead) {
    res.end();
    return;
  }
  res.write(`retry: ${deps.options?.retryMs ?? RETRY_MS}\n: connected\n\n`);

  let ended = false;
  const write = (chunk: string) => {
    if (ended) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) return end();
    res.write(chunk);
  };
  const hubStream: HubStream = { send: write };
  const leaveHub = hub.add(scope, hubStream);
  const leaveCheck = recheck ? deps.checks.join(recheck.key, recheck.stillAllowed, end) : undefined;
  const open: OpenStream = { end, ping: () => write(': ping\n\n') };

  function end() {
    if (ended) return;
    ended = true;
    leaveHub();
    leaveCheck?.();
    registry.delete(open);
    if (!res.writableEnded) res.end();
  }
  registry.add(open);
  req.raw.on('close', end);
  res.on('close', end);
  res.on('error', end);
}
