import { type FailureReason, halalas } from '@sufra/domain';
import { z } from 'zod';
import { GatewayError, type GatewayPayment, type GatewayPaymentStatus } from '../../gateway';

/** The fields of Moyasar's payment object we read (docs: "Payment Object"); others are ignored. */
const MoyasarPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  /** Halalas given back so far (0 or absent when nothing was refunded). */
  refunded: z.number().int().nonnegative().nullish(),
  given_id: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  source: z
    .object({
      type: z.string().nullish(),
      message: z.string().nullish(),
      transaction_url: z.string().nullish(),
      response_code: z.string().nullish(),
    })
    .passthrough()
    .nullish(),
});

/** Metadata key under which we also keep our idempotency key, readable whatever the payment object shows. */
export const GIVEN_ID_METADATA_KEY = 'sufra_given_id';

const STATUS: Record<string, GatewayPaymentStatus> = {
  initiated: 'initiated',
  paid: 'paid',
  // A captured authorization is money received, as 'paid' is.
  captured: 'paid',
  authorized: 'authorized',
  failed: 'failed',
  voided: 'voided',
  refunded: 'refunded',
};

/**
 * ISO 8583 response codes (Moyasar "Gateway Response Codes") grouped into the spec's four reasons;
 * any other decline is card_declined.
 */
const REASON_BY_CODE: Record<string, FailureReason> = {
  '51': 'insufficient_funds',
  '61': 'insufficient_funds',
  '33': 'expired_card',
  '54': 'expired_card',
  '14': 'incorrect_details',
  '55': 'incorrect_details',
  '82': 'incorrect_details',
  N7: 'incorrect_details',
};

/** Without a response code (e.g. a failed 3-D Secure step) the message is all there is. */
function reasonFromMessage(message: string): FailureReason {
  if (/insufficient/i.test(message)) return 'insufficient_funds';
  if (/expired/i.test(message)) return 'expired_card';
  if (/invalid|incorrect|cvv|cvc/i.test(message)) return 'incorrect_details';
  return 'card_declined';
}

function failureReasonOf(responseCode: string | null | undefined, message: string): FailureReason {
  return (responseCode ? REASON_BY_CODE[responseCode] : undefined) ?? reasonFromMessage(message);
}

/** Moyasar JSON -> GatewayPayment; an answer we cannot read is a permanent GatewayError, never a guess. */
export function toGatewayPayment(json: unknown): GatewayPayment {
  const parsed = MoyasarPaymentSchema.safeParse(json);
  if (!parsed.success) throw new GatewayError('Moyasar answered with an unreadable payment', false);
  const p = parsed.data;
  const status = STATUS[p.status];
  if (!status) throw new GatewayError(`Moyasar payment has an unexpected status: ${p.status}`, false);
  const metadata = Object.fromEntries(
    Object.entries(p.metadata ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const message = p.source?.message ?? undefined;
  return {
    id: p.id,
    status,
    amount: halalas(p.amount),
    currency: p.currency,
    givenId: p.given_id ?? metadata[GIVEN_ID_METADATA_KEY] ?? p.id,
    metadata,
    ...(message ? { message } : {}),
    ...(status === 'failed'
      ? { failureReason: failureReasonOf(p.source?.response_code, message ?? '') }
      : {}),
    ...(status === 'initiated' && p.source?.transaction_url
      ? { transactionUrl: p.source.transaction_url }
      : {}),
    ...(p.refunded ? { refundedAmount: halalas(p.refunded) } : {}),
  };
}
