import { randomBytes, randomUUID } from 'node:crypto';
import type { FailureReason } from '@sufra/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../../db/schema';
import {
  type CreatePaymentInput,
  GatewayError,
  type GatewayPayment,
  type PaymentGateway,
  type SettledListener,
} from '../../gateway';
import { toGatewayPayment } from '../moyasar/moyasar-payment';
import { parseWebhookBody, webhookBody } from '../moyasar/moyasar-webhook';
import type { CardBrand } from './hosted-page/card';
import {
  findTestCard,
  OUTCOME_MESSAGES,
  SANDBOX_OTP,
  TEST_TOKENS,
  type TestCardOutcome,
} from './hosted-page/test-cards';
import * as store from './sandbox-store';

export interface SandboxOptions {
  db: Database;
  /** Prefix of the hosted page's URL: '' (default) gives '/sandbox/pay/{id}', which works from any host. */
  pageBaseUrl?: string;
  /** Secret of sandbox webhooks (parseWebhook/webhookBody). Default: random per process. */
  webhookSecret?: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  readonly webhookSecret: string;
  /** The hosted page's form: a test card (or Apple Pay) settles the payment, or starts 3-D Secure. */
  submitCard(id: string, card: { brand: CardBrand | 'applepay'; digits: string }): Promise<GatewayPayment>;
  /** The 3-D Secure step: the right code pays, any other fails. */
  submitChallenge(id: string, code: string): Promise<GatewayPayment>;
  /** What the page needs besides the payment: description, callback, whether the challenge is due. */
  pageState(id: string): Promise<{ payment: GatewayPayment; row: store.SandboxPaymentRow } | undefined>;
  /** A Moyasar-shaped webhook body for a payment, signed with webhookSecret (tests, HTTP bridging). */
  webhookBody(payment: GatewayPayment, type?: string): string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** ISO 8583 codes, so the sandbox's failures read like Moyasar's (see moyasar-payment.ts). */
const RESPONSE_CODE: Record<FailureReason, string> = {
  card_declined: '05',
  insufficient_funds: '51',
  expired_card: '54',
  incorrect_details: '14',
};

/** An absolute http(s) URL, or a same-origin path (never '//host', which browsers read as another host). */
function isCallbackUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

function validate(input: CreatePaymentInput): void {
  const bad: string[] = [];
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) bad.push('amount');
  if (input.currency !== 'SAR') bad.push('currency');
  if (!UUID.test(input.givenId)) bad.push('given_id');
  if (!isCallbackUrl(input.callbackUrl)) bad.push('callback_url');
  if (input.source.type !== 'hosted_page' && !input.source.token) bad.push('source.token');
  if (bad.length > 0)
    throw new GatewayError(`Sandbox refused the payment: invalid ${bad.join(', ')}`, false, 400);
}

/** The sandbox's record written as Moyasar's payment object, so one parser serves both gateways. */
function moyasarJson(row: store.SandboxPaymentRow, pageBaseUrl: string): Record<string, unknown> {
  const company = row.cardBrand === 'applepay' ? null : row.cardBrand;
  return {
    id: row.id,
    status: row.status,
    amount: row.amountHalalas,
    currency: row.currency,
    given_id: row.givenId,
    description: row.description,
    callback_url: row.callbackUrl,
    metadata: row.metadata,
    refunded: row.refundedHalalas,
    refunded_at: row.refundedAt?.toISOString() ?? null,
    source: {
      type: row.sourceType === 'applepay' || row.cardBrand === 'applepay' ? 'applepay' : 'creditcard',
      company,
      number: row.cardLast4 ? `XXXX-XXXX-XXXX-${row.cardLast4}` : null,
      message: row.message,
      response_code: row.failureReason
        ? RESPONSE_CODE[row.failureReason]
        : row.status === 'paid'
          ? '00'
          : null,
      transaction_url: row.status === 'initiated' ? `${pageBaseUrl}/sandbox/pay/${row.id}` : null,
    },
  };
}

function settlementOf(outcome: Exclude<TestCardOutcome, { kind: 'three_ds' }>): store.Settlement {
  if (outcome.kind === 'paid') return { status: 'paid', failureReason: null, message: OUTCOME_MESSAGES.paid };
  return { status: 'failed', failureReason: outcome.reason, message: OUTCOME_MESSAGES[outcome.reason] };
}

export function createSandboxGateway(options: SandboxOptions): SandboxGateway {
  const { db } = options;
  const pageBaseUrl = (options.pageBaseUrl ?? '').replace(/\/+$/, '');
  const webhookSecret = options.webhookSecret ?? randomBytes(24).toString('base64url');
  const listeners = new Set<SettledListener>();
  const toPayment = (row: store.SandboxPaymentRow) => toGatewayPayment(moyasarJson(row, pageBaseUrl));

  async function load(id: string): Promise<store.SandboxPaymentRow> {
    const row = UUID.test(id) ? await store.findById(db, id) : undefined;
    if (!row) throw new GatewayError('Sandbox payment not found', false, 404);
    return row;
  }

  /** After a transition: tell subscribers once (only the caller whose UPDATE won gets here). */
  async function announce(row: store.SandboxPaymentRow | undefined, id: string): Promise<GatewayPayment> {
    if (!row) return toPayment(await load(id));
    const payment = toPayment(row);
    if (payment.status !== 'initiated') {
      for (const listener of listeners) {
        // A failing subscriber must not undo a settled payment; verify/callback converge on it anyway.
        await Promise.resolve()
          .then(() => listener(payment))
          .catch((err: unknown) =>
            options.log?.error({ err, paymentId: payment.id }, 'onSettled listener failed'),
          );
      }
    }
    return payment;
  }

  async function apply(id: string, outcome: TestCardOutcome, brand: CardBrand | 'applepay', last4?: string) {
    const card = { cardBrand: brand, ...(last4 ? { cardLast4: last4 } : {}) };
    if (outcome.kind === 'three_ds') {
      const started = await store.startChallenge(db, id, { cardBrand: brand, cardLast4: last4 ?? '' });
      return toPayment(started ?? (await load(id)));
    }
    return announce(await store.settle(db, id, 'card', { ...settlementOf(outcome), ...card }), id);
  }

  return {
    name: 'sandbox',
    webhookSecret,
    async createPayment(input) {
      validate(input);
      const payment = {
        givenId: input.givenId.toLowerCase(),
        amountHalalas: input.amount,
        description: input.description,
        callbackUrl: input.callbackUrl,
        metadata: input.metadata,
        sourceType: input.source.type,
      };
      if (input.source.type === 'hosted_page') return toPayment((await store.insertOrFind(db, payment)).row);
      // A wallet or card token is charged at once, as Moyasar does; unknown tokens approve.
      const outcome = TEST_TOKENS[input.source.token] ?? { kind: 'paid' };
      const brand = input.source.type === 'applepay' ? 'applepay' : 'visa';
      if (outcome.kind === 'three_ds') {
        const { row, isNew } = await store.insertOrFind(db, payment);
        return isNew ? apply(row.id, outcome, brand) : toPayment(row);
      }
      // Charged in the INSERT itself; a repeated given_id finds the first charge and charges nothing.
      // Answered to its caller only, as Moyasar's adapter does: the caller settles from this answer (the
      // pay request), and a caller that dies first leaves it to the sweeper, which asks by given_id.
      // Announcing it too made every token payment settle twice in one request (the second a no-op under
      // the bill's lock: five round trips, docs/performance.md). The hosted page has no caller waiting,
      // so its outcome is announced.
      const { row } = await store.insertOrFind(db, payment, { ...settlementOf(outcome), cardBrand: brand });
      return toPayment(row);
    },
    async fetchPayment(id) {
      return toPayment(await load(id));
    },
    async findByGivenId(givenId) {
      const row = UUID.test(givenId) ? await store.findByGivenId(db, givenId.toLowerCase()) : undefined;
      return row ? toPayment(row) : undefined;
    },
    async refund(id, amount) {
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new GatewayError('Sandbox refused the refund: invalid amount', false, 400);
      }
      await load(id); // 404 for an unknown payment
      const refunded = await store.refund(db, id, amount);
      if (refunded) return toPayment(refunded);
      throw new GatewayError(`Sandbox refused the refund: ${refundRefusal(await load(id))}`, false, 400);
    },
    parseWebhook(_headers, rawBody) {
      return parseWebhookBody(rawBody, webhookSecret, toGatewayPayment);
    },
    onSettled(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async submitCard(id, card) {
      if (card.brand === 'applepay') return apply(id, { kind: 'paid' }, 'applepay');
      const testCard = findTestCard(card.digits);
      if (!testCard) throw new GatewayError('Not a sandbox test card', false, 422);
      return apply(id, testCard.outcome, card.brand, card.digits.slice(-4));
    },
    async submitChallenge(id, code) {
      const ok = code.trim() === SANDBOX_OTP;
      const settlement: store.Settlement = ok
        ? { status: 'paid', failureReason: null, message: OUTCOME_MESSAGES.paid }
        : { status: 'failed', failureReason: 'card_declined', message: OUTCOME_MESSAGES.three_ds_failed };
      return announce(await store.settle(db, id, 'challenge', settlement), id);
    },
    async pageState(id) {
      const row = UUID.test(id) ? await store.findById(db, id) : undefined;
      return row ? { row, payment: toPayment(row) } : undefined;
    },
    webhookBody(payment, type) {
      const row = { id: randomUUID(), type: type ?? `payment_${payment.status}` };
      return webhookBody({ ...row, data: paymentJson(payment) }, webhookSecret);
    },
  };
}

/** Why store.refund did not apply: more than is left to refund, or nothing captured to refund. */
function refundRefusal(row: store.SandboxPaymentRow): string {
  switch (row.status) {
    case 'paid':
    case 'refunded':
      return `amount must be at most ${row.amountHalalas - row.refundedHalalas} (${row.refundedHalalas} of ${row.amountHalalas} refunded already)`;
    case 'authorized':
      return `an authorization is voided whole (${row.amountHalalas})`;
    default:
      return `payment is ${row.status}, never captured`;
  }
}

/** GatewayPayment -> Moyasar-shaped JSON (webhook data). */
function paymentJson(p: GatewayPayment): Record<string, unknown> {
  const code = p.failureReason ? RESPONSE_CODE[p.failureReason] : p.status === 'paid' ? '00' : null;
  return {
    id: p.id,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    given_id: p.givenId,
    metadata: p.metadata,
    refunded: p.refundedAmount ?? 0,
    source: {
      type: 'creditcard',
      message: p.message ?? null,
      response_code: code,
      transaction_url: p.transactionUrl ?? null,
    },
  };
}
