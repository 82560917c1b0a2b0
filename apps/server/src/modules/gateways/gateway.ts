import type { FailureReason, Halalas } from '@sufra/domain';

/**
 * The payment gateway seam (docs/payments.md). The payments service talks only to this interface; the
 * sandbox (default) and the Moyasar adapter implement it with Moyasar's semantics, so a flow that works
 * against the sandbox works against Moyasar.
 */
type GatewayName = 'sandbox' | 'moyasar';

/** Moyasar's payment statuses that matter to us ('captured' is reported as 'paid'). */
const GATEWAY_PAYMENT_STATUSES = ['initiated', 'paid', 'authorized', 'failed', 'voided', 'refunded'] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

export type PaymentSource = { type: 'hosted_page' } | { type: 'token' | 'applepay'; token: string };

export interface CreatePaymentInput {
  amount: Halalas;
  currency: 'SAR';
  /** Our idempotency key (a uuid): the same givenId twice yields the same payment, never a second charge. */
  givenId: string;
  description: string;
  /** Where the diner's browser returns with `?id=&status=&message=` (the sandbox also accepts a path). */
  callbackUrl: string;
  metadata: Record<string, string>;
  source: PaymentSource;
}

export interface GatewayPayment {
  /** The gateway's payment id (store it in payments.gateway_payment_id). */
  id: string;
  status: GatewayPaymentStatus;
  amount: Halalas;
  /** As the gateway reports it: the service must check it is 'SAR' before counting the money. */
  currency: string;
  givenId: string;
  failureReason?: FailureReason;
  /** The gateway's own text (not shown to diners: use failureReason's translated message). */
  message?: string;
  /** Where to send the diner next: the 3-D Secure page or the hosted page. Only while 'initiated'. */
  transactionUrl?: string;
  metadata: Record<string, string>;
  /** Money given back so far (Moyasar's `refunded`); absent while nothing was refunded. */
  refundedAmount?: Halalas;
}

type GatewayWebhookType =
  | 'payment_paid'
  | 'payment_failed'
  | 'payment_authorized'
  | 'payment_captured'
  | 'payment_voided'
  | 'payment_refunded'
  | 'payment_verified'
  | (string & {});

export interface GatewayWebhook {
  /** The event id (dedupe on it). */
  id: string;
  type: GatewayWebhookType;
  payment: GatewayPayment;
}

export type SettledListener = (payment: GatewayPayment) => void | Promise<void>;

export interface PaymentGateway {
  readonly name: GatewayName;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  fetchPayment(id: string): Promise<GatewayPayment>;
  /**
   * The gateway's payment created with this `givenId`, or undefined when there is none: how a payment
   * whose answer was never saved (the process died while the gateway charged a token) is found again.
   */
  findByGivenId(givenId: string): Promise<GatewayPayment | undefined>;
  /**
   * Gives `amount` back on a captured payment ('paid' → 'refunded'; partial: `refundedAmount` grows by
   * `amount` with each call, as Moyasar's `refunded` does) or releases an authorization of the whole amount
   * ('authorized' → 'voided'). More than is left to refund (captured − refunded), a payment never captured
   * or already voided: a GatewayError with retryable=false; an unknown id a 404. NOT idempotent (neither
   * is Moyasar's): every call is a new refund, so a caller retrying after a lost answer must first check
   * `refundedAmount` (the refund job does: refund-job.ts).
   */
  refund(id: string, amount: Halalas): Promise<GatewayPayment>;
  /** Checks the webhook's secret_token in constant time (throws WebhookAuthError) and parses the body. */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayWebhook;
  /**
   * Called after a payment leaves 'initiated' on THIS gateway's own page (the sandbox's webhook). Moyasar
   * never calls it: its events arrive over HTTP (parseWebhook). Returns an unsubscribe function.
   */
  onSettled(listener: SettledListener): () => void;
}

/**
 * A gateway call that did not give an answer. `retryable` = the request may or may not have reached the
 * gateway (5xx, 429, network, timeout): retry with the SAME givenId. Otherwise the gateway refused it (4xx)
 * and `message` carries its reason.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** A webhook whose secret_token is missing or wrong (answer 401, change nothing). */
export class WebhookAuthError extends Error {
  constructor(message = 'Webhook secret token does not match') {
    super(message);
    this.name = 'WebhookAuthError';
  }
}

/**
 * What a verify or webhook handler must check before counting money: the gateway's record is the one we
 * created, for the amount and currency we asked. Returns the mismatching fields (empty = all good).
 */
export function paymentMismatches(
  payment: GatewayPayment,
  expected: { amount: Halalas; givenId: string; currency?: 'SAR' },
): string[] {
  const bad: string[] = [];
  if (payment.amount !== expected.amount) bad.push('amount');
  if (payment.currency !== (expected.currency ?? 'SAR')) bad.push('currency');
  if (payment.givenId !== expected.givenId) bad.push('givenId');
  return bad;
}
