import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** What the server keeps of a browser's subscription: where to POST, and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSendOptions {
  vapid: VapidKeys;
  /** Seconds the push service keeps the message for an offline device (the TTL header). */
  ttlSeconds: number;
  /** 'high' wakes a sleeping phone at once (RFC 8030 section 5.3). */
  urgency: 'normal' | 'high';
  /** Give up on a push service that has not answered by then (then retried by the outbox). */
  timeoutMs: number;
  /** Replaces an undelivered earlier message with the same topic at the push service. */
  topic?: string;
}

/**
 * A send that did not deliver. `retryable: false` tells the outbox not to try again (the worker ends the
 * job); `retryAfterMs` is the push service's Retry-After, when it gave one.
 */
export class PushSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PushSendError';
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 section 10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Encrypts `payload` for the subscription (RFC 8291, aes128gcm) and signs the request (VAPID, RFC 8292)
 * with web-push, then POSTs it ourselves with fetch: our own timeout, no redirect followed (a push service
 * never redirects; following one would let an endpoint lead the server elsewhere), and plain http for a
 * push service on this machine in tests. Resolves 'delivered' (2xx) or 'gone' (404/410: the subscription
 * expired or was withdrawn, RFC 8030 section 7.3). Throws PushSendError: retryable for 429, 5xx, a
 * timeout or a network failure; not retryable for any other answer (a request the service will never take).
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: PushSendOptions,
): Promise<'delivered' | 'gone'> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: options.vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
        ...(options.topic ? { topic: options.topic } : {}),
      },
    );
  } catch (err) {
    // Keys the encryption cannot use (not a point on P-256): no retry will change that.
    throw new PushSendError(`push not encrypted: ${(err as Error).message}`, false);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch counts the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  let res: Response;
  try {
    res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    throw new PushSendError(
      timedOut
        ? `push service did not answer within ${options.timeoutMs} ms`
        : `push service unreachable: ${(err as Error).message}`,
      true,
    );
  }
  // The answer's body is at most an error text; read it so the connection is released.
  const text = (await res.text().catch(() => '')).slice(0, 200);
  if (res.status >= 200 && res.status < 300) return 'delivered';
  if (res.status === 404 || res.status === 410) return 'gone';
  const retryable = res.status === 429 || res.status >= 500;
  throw new PushSendError(
    `push service answered ${res.status}${text ? `: ${text}` : ''}`,
    retryable,
    res.status,
    retryable ? retryAfterMs(res.headers.get('retry-after')) : undefined,
  );
}
