import { createHash, timingSafeEqual } from 'node:crypto';
import { GatewayError, type GatewayPayment, type GatewayWebhook, WebhookAuthError } from '../../gateway';

/**
 * Constant-time comparison of a webhook's secret_token. Both sides are hashed first so the buffers have
 * equal length (timingSafeEqual throws otherwise) and the comparison time says nothing about the length.
 */
export function secretTokenMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0 || expected.length === 0) return false;
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

interface WebhookEnvelope {
  id?: unknown;
  type?: unknown;
  secret_token?: unknown;
  data?: unknown;
}

/**
 * Moyasar's webhook body: `{ id, type, created_at, secret_token, live, data: <payment object> }`. The secret
 * is checked before anything else in the body is believed. Even then, treat the event as a hint and
 * fetchPayment() before moving money (docs/payments.md).
 */
export function parseWebhookBody(
  rawBody: string,
  secret: string,
  toPayment: (data: unknown) => GatewayPayment,
): GatewayWebhook {
  let body: WebhookEnvelope;
  try {
    body = JSON.parse(rawBody) as WebhookEnvelope;
  } catch {
    throw new WebhookAuthError('Webhook body is not JSON');
  }
  if (typeof body !== 'object' || body === null || !secretTokenMatches(body.secret_token, secret)) {
    throw new WebhookAuthError();
  }
  if (typeof body.type !== 'string' || typeof body.id !== 'string') {
    throw new GatewayError('Webhook without id or type', false, 400);
  }
  return { id: body.id, type: body.type, payment: toPayment(body.data) };
}

/** The same envelope, written: the sandbox's webhook-equivalent and the tests use it. */
export function webhookBody(event: { id: string; type: string; data: unknown }, secret: string): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: new Date().toISOString(),
    secret_token: secret,
    live: false,
    data: event.data,
  });
}
