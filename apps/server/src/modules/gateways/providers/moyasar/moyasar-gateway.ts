import type { Halalas } from '@sufra/domain';
import {
  type CreatePaymentInput,
  GatewayError,
  type GatewayPayment,
  type PaymentGateway,
} from '../../gateway';
import { GIVEN_ID_METADATA_KEY, toGatewayPayment } from './moyasar-payment';
import { parseWebhookBody } from './moyasar-webhook';

export interface MoyasarOptions {
  secretKey: string;
  webhookSecret: string;
  /** https://api.moyasar.com in production; tests point it at a local server. */
  baseUrl: string;
  /**
   * PUBLIC_URL: Moyasar sends the diner's browser back to `callback_url` from its own domain, so a path
   * (what the services pass; the sandbox is same-origin) is made absolute against it.
   */
  publicUrl: string;
  timeoutMs?: number;
}

interface MoyasarErrorBody {
  type?: string;
  message?: string;
  errors?: unknown;
}

function describeError(status: number, body: MoyasarErrorBody): string {
  const details = body.errors && typeof body.errors === 'object' ? ` ${JSON.stringify(body.errors)}` : '';
  return `Moyasar ${status}: ${body.message ?? body.type ?? 'request refused'}${details}`;
}

/**
 * Moyasar's REST API (docs.moyasar.com): HTTP Basic auth with the secret key as user and no password;
 * POST /v1/payments (amount in halalas, `given_id` for idempotency, `callback_url` for the 3-D Secure
 * return), GET /v1/payments/:id (a payment created with a given_id has it as its id); webhooks carry `secret_token` in the body. A declined card is a 201
 * with status 'failed', not an HTTP error. 4xx = refused (permanent, Moyasar's message kept); 429, 5xx,
 * network errors and timeouts = retryable (with the same given_id, so a retry never charges twice).
 * Refunds: POST /v1/payments/:id/refund `{ amount }` (partial allowed), or /void for an authorization.
 */
export function createMoyasarGateway(options: MoyasarOptions): PaymentGateway {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/v1`;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new GatewayError(
        `Moyasar unreachable: ${err instanceof Error ? err.message : String(err)}`,
        true,
      );
    }
    const json = (await res.json().catch(() => undefined)) as unknown;
    if (res.ok && json !== undefined) return json;
    const retryable = res.status >= 500 || res.status === 429 || res.ok;
    throw new GatewayError(
      describeError(res.status, (json ?? {}) as MoyasarErrorBody),
      retryable,
      res.status,
    );
  }

  async function fetchPayment(id: string): Promise<GatewayPayment> {
    return toGatewayPayment(await call('GET', `/payments/${encodeURIComponent(id)}`));
  }

  /** Moyasar makes a payment's `given_id` its id, so our idempotency key finds it; 404 = never created. */
  async function findByGivenId(givenId: string): Promise<GatewayPayment | undefined> {
    try {
      return await fetchPayment(givenId);
    } catch (err) {
      if (err instanceof GatewayError && err.httpStatus === 404) return undefined;
      throw err;
    }
  }

  /**
   * Gives `amount` back: POST /payments/:id/refund `{ amount }` (partial; Moyasar adds it to `refunded`
   * and refuses more than was captured), or /void for an authorization released whole. Moyasar's refund
   * has no idempotency key, so every call is a NEW refund: the caller must not repeat one whose answer was
   * lost. The refund job does that by checking the payment's refunded total against the refund's place
   * in the charge's refunds before asking (refund-job.ts, docs/payments.md).
   */
  async function refund(id: string, amount: Halalas): Promise<GatewayPayment> {
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new GatewayError('A refund needs a positive amount in halalas', false);
    }
    const current = await fetchPayment(id);
    const path = `/payments/${encodeURIComponent(id)}`;
    // An authorization was never captured: release it whole (void) rather than refund it.
    const action = current.status === 'authorized' && amount === current.amount ? 'void' : 'refund';
    const answer = toGatewayPayment(
      await call('POST', `${path}/${action}`, action === 'refund' ? { amount } : undefined),
    );
    const before = current.refundedAmount ?? 0;
    const given =
      action === 'void' ? answer.status === 'voided' : (answer.refundedAmount ?? 0) >= before + amount;
    if (!given) {
      throw new GatewayError(`Moyasar answered the ${action} of ${id} without giving ${amount} back`, false);
    }
    return answer;
  }

  return {
    name: 'moyasar',
    async createPayment(input: CreatePaymentInput) {
      if (input.source.type === 'hosted_page') {
        // Card numbers never reach our server with Moyasar: the browser tokenizes them with Moyasar.js.
        throw new GatewayError('Moyasar payments need a token or Apple Pay source, not hosted_page', false);
      }
      const request = {
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        callback_url: new URL(input.callbackUrl, `${options.publicUrl}/`).toString(),
        given_id: input.givenId,
        metadata: { ...input.metadata, [GIVEN_ID_METADATA_KEY]: input.givenId },
        source: { type: input.source.type, token: input.source.token },
      };
      try {
        return toGatewayPayment(await call('POST', '/payments', request));
      } catch (err) {
        // A given_id that is already taken means an earlier attempt got through: that payment is the answer.
        if (err instanceof GatewayError && !err.retryable && /given_id/i.test(err.message)) {
          return fetchPayment(input.givenId);
        }
        throw err;
      }
    },
    fetchPayment,
    findByGivenId,
    refund,
    parseWebhook(_headers, rawBody) {
      return parseWebhookBody(rawBody, options.webhookSecret, toGatewayPayment);
    },
    // Moyasar reports settlements through webhooks (parseWebhook) and the callback; never through this.
    onSettled: () => () => {},
  };
}
