import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus, SufraEvent } from './event-bus';
import type { StreamLimits } from './stream-limits';

const HEARTBEAT_MS = 25_000;
/** The EventSource reconnect delay we ask browsers for. */
const RETRY_MS = 3_000;
/** A client this far behind is not reading: drop it rather than buffer without bound. */
const MAX_BUFFERED_BYTES = 1_000_000;

export interface SseOptions {
  heartbeatMs?: number;
  retryMs?: number;
  /** How often a stream with a `stillAllowed` check asks it again (default REVALIDATE_MS). */
  revalidateMs?: number;
  /** Open-stream caps (default STREAM_LIMITS; tests lower them). */
  limits?: StreamLimits;
}

/** A stream whose access can be withdrawn (a staff session, a rotated QR hash) re-checks it this often. */
const REVALIDATE_MS = 10_000;

/** Open streams of one app, so shutdown can end them (an open response would keep server.close waiting). */
export type StreamRegistry = Set<() => void>;

function formatSse(event: SufraEvent): string {
  const { type, restaurantId, tableNumber, orderId, data } = event;
  return `event: ${type}\ndata: ${JSON.stringify({ type, restaurantId, tableNumber, orderId, data })}\n\n`;
}

/**
 * Turns the request into a Server-Sent Events stream of the bus events `filter` accepts. The reply is
 * hijacked (no compression, no serialiser), so the headers already set on it (security headers, request
 * id) are copied by hand. A comment line every `heartbeatMs` keeps proxies from closing an idle stream.
 */
export function streamEvents(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: { bus: EventBus; registry: StreamRegistry; options?: SseOptions | undefined },
  filter: (event: SufraEvent) => boolean,
  /**
   * Whether the caller may still listen (issue 9 item 9): asked every `revalidateMs`; false, or a failed
   * check, ends the stream, and the client's reconnect then meets the route's own checks again.
   */
  stillAllowed?: () => Promise<boolean>,
): void {
  const { bus, registry } = deps;
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
  const unsubscribe = bus.subscribe((event) => {
    if (filter(event)) write(formatSse(event));
  });
  const heartbeat = setInterval(() => write(': ping\n\n'), deps.options?.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  const revalidate = stillAllowed
    ? setInterval(() => {
        stillAllowed().then(
          (allowed) => allowed || end(),
          () => end(),
        );
      }, deps.options?.revalidateMs ?? REVALIDATE_MS)
    : undefined;
  revalidate?.unref();

  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearInterval(revalidate);
    unsubscribe();
    registry.delete(end);
    if (!res.writableEnded) res.end();
  }
  registry.add(end);
  req.raw.on('close', end);
  res.on('close', end);
  res.on('error', end);
}
