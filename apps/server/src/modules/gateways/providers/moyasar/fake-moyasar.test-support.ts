import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatAmount, halalas } from '@sufra/domain';

export const FAKE_SECRET_KEY = 'sk_test_fake123';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

/** Source tokens the fake knows, and what Moyasar answers for such a card. */
const OUTCOMES: Record<
  string,
  { status: string; message: string | null; code: string | null; threeDs?: true }
> = {
  token_paid: { status: 'paid', message: 'APPROVED', code: '00' },
  token_3ds: { status: 'initiated', message: null, code: null, threeDs: true },
  token_authorized: { status: 'authorized', message: 'APPROVED', code: '00' },
  token_declined: { status: 'failed', message: 'DECLINED', code: '05' },
  token_insufficient: { status: 'failed', message: 'INSUFFICIENT FUNDS', code: '51' },
};

/**
 * A local server imitating Moyasar's documented payments API: Basic auth with the secret key, amounts in
 * halalas (integers), `given_id` idempotency (the same given_id returns the same payment), 201 for created
 * payments including declined ones, 3-D Secure as 'initiated' + source.transaction_url, 4xx with
 * `{ type, message, errors }`. Refunds: POST /v1/payments/:id/refund `{ amount }` on a paid/captured
 * payment (partial allowed; status 'refunded', `refunded`, `refunded_at`), POST /v1/payments/:id/void on an
 * authorized one; anything else is a 400. `mode` simulates an outage, a given_id conflict answered as an
 * error, or a refund that is applied but whose answer never arrives (`lose_refund_answer`). `secretKeys`:
 * the accounts' keys it accepts (default FAKE_SECRET_KEY), one payment namespace for all.
 */
export async function startFakeMoyasar(options: { secretKeys?: readonly string[] } = {}) {
  const accepted = new Set(
    (options.secretKeys ?? [FAKE_SECRET_KEY]).map((k) => `Basic ${Buffer.from(`${k}:`).toString('base64')}`),
  );
  const payments = new Map<string, Record<string, unknown>>();
  const state = {
    seen: [] as Seen[],
    mode: 'ok' as 'ok' | 'down' | 'given_id_conflict' | 'lose_refund_answer',
    created: 0,
    /** Refunds and voids applied (a double refund shows here). */
    refunds: 0,
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      raw += c;
    });
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      state.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (state.mode === 'down') return reply(503, { type: 'api_error', message: 'Service Unavailable' });
      if (!accepted.has(req.headers.authorization ?? '')) {
        return reply(401, {
          type: 'authentication_error',
          message: 'Invalid authorization credentials',
          errors: null,
        });
      }
      const get = /^\/v1\/payments\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && get) {
        const found = payments.get(decodeURIComponent(get[1] ?? ''));
        return found
          ? reply(200, found)
          : reply(404, { type: 'invalid_request_error', message: 'Object not found' });
      }
      const action = /^\/v1\/payments\/([^/]+)\/(refund|void)$/.exec(req.url ?? '');
      if (req.method === 'POST' && action) {
        const found = payments.get(decodeURIComponent(action[1] ?? ''));
        if (!found) return reply(404, { type: 'invalid_request_error', message: 'Object not found' });
        const answer = action[2] === 'void' ? voidPayment(found) : refundPayment(found, body);
        if (answer.status !== 200) return reply(answer.status, answer.body);
        state.refunds += 1;
        // The money moved, but the answer is lost on the way (a timeout, a reset connection).
        if (state.mode === 'lose_refund_answer') return req.socket.destroy();
        return reply(200, found);
      }
      if (req.method !== 'POST' || req.url !== '/v1/payments' || !body)
        return reply(404, { message: 'Not found' });
      const source = body.source as { type?: string; token?: string } | undefined;
      const errors: Record<string, string[]> = {};
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
        errors.amount = ['must be an integer ≥ 100'];
      if (body.currency !== 'SAR') errors.currency = ['is not supported'];
      if (typeof body.given_id !== 'string' || !UUID.test(body.given_id)) errors.given_id = ['is not a uuid'];
      if (typeof body.callback_url !== 'string') errors.callback_url = ["can't be blank"];
      // Moyasar redirects the diner's browser there from its own domain: only an absolute http(s) URL works.
      else if (!/^https?:\/\/[^/]/.test(body.callback_url)) errors.callback_url = ['is invalid'];
      if (!source || !['token', 'applepay'].includes(source.type ?? '') || !source.token)
        errors.source = ['is invalid'];
      const outcome = OUTCOMES[source?.token ?? ''];
      if (!errors.source && !outcome) errors['source.token'] = ['is invalid or expired'];
      if (Object.keys(errors).length > 0) {
        return reply(400, { type: 'invalid_request_error', message: 'Validation Failed', errors });
      }
      const givenId = body.given_id as string;
      const existing = payments.get(givenId);
      if (existing) {
        if (state.mode === 'given_id_conflict') {
          return reply(400, { type: 'invalid_request_error', message: 'given_id has already been taken' });
        }
        return reply(201, existing);
      }
      state.created += 1;
      const o = outcome as (typeof OUTCOMES)[string];
      const payment = {
        id: givenId,
        status: o.status,
        amount: body.amount,
        fee: 0,
        currency: 'SAR',
        refunded: 0,
        refunded_at: null,
        description: body.description,
        amount_format: `${formatAmount(halalas(body.amount as number))} SAR`,
        callback_url: body.callback_url,
        metadata: body.metadata ?? null,
        created_at: new Date().toISOString(),
        source: {
          type: source?.type === 'applepay' ? 'applepay' : 'creditcard',
          company: 'mada',
          number: '4406-47XX-XXXX-0007',
          gateway_id: `moyasar_cc_${randomUUID()}`,
          message: o.message,
          response_code: o.code,
          transaction_url: o.threeDs
            ? `https://api.moyasar.com/v1/transaction_auths/${randomUUID()}/form`
            : null,
        },
      };
      payments.set(givenId, payment);
      reply(201, payment);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.on('connection', (socket) => socket.on('error', () => {}));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    payments,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Answer = { status: number; body?: unknown };
const refused = (message: string, errors?: Record<string, string[]>): Answer => ({
  status: 400,
  body: { type: 'invalid_request_error', message, errors: errors ?? null },
});

/**
 * Moyasar's refund: a paid/captured payment (or one refunded in part), `amount` (default: what is left)
 * added to `refunded`, never beyond what was captured; the payment object is updated.
 */
function refundPayment(payment: Record<string, unknown>, body: Record<string, unknown> | null): Answer {
  if (!['paid', 'captured', 'refunded'].includes(String(payment.status))) {
    return refused(`Payment cannot be refunded while ${String(payment.status)}`);
  }
  const total = payment.amount as number;
  const already = (payment.refunded as number | undefined) ?? 0;
  const left = total - already;
  const amount = body?.amount ?? left;
  if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > left) {
    return refused('Validation Failed', { amount: [`must be an integer between 1 and ${left}`] });
  }
  Object.assign(payment, {
    status: 'refunded',
    refunded: already + (amount as number),
    refunded_at: new Date().toISOString(),
  });
  return { status: 200 };
}

/** Moyasar's void: releases an authorization (never captured money). */
function voidPayment(payment: Record<string, unknown>): Answer {
  if (payment.status !== 'authorized')
    return refused(`Payment cannot be voided while ${String(payment.status)}`);
  Object.assign(payment, { status: 'voided', voided_at: new Date().toISOString() });
  return { status: 200 };
}
