import { AppError } from '@sufra/domain';
import { findPaymentOrigin, type PaymentGateway, type PaymentOrigin, WebhookAuthError } from '../gateways';
import { rememberWebhookEvent, webhookEventSeen } from './payments.repository';
import type { PaymentsContext } from './payments-context';
import { settleByGatewayId } from './settle-payment.service';

/** The payment id a webhook's body names, read BEFORE its secret is checked: only to find whose secret. */
function namedPaymentId(rawBody: string): string | undefined {
  try {
    const id = (JSON.parse(rawBody) as { data?: { id?: unknown } } | null)?.data?.id;
    return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which gateway checks this webhook. One URL per gateway for every restaurant
 * (`/api/payments/webhook/moyasar`): the restaurant is the one of the payment the event names (our row, by
 * Moyasar's payment id), and its own webhook secret is checked, in constant time, by its adapter. A
 * payment we do not know is checked with the platform's secret when the platform runs Moyasar (as before);
 * otherwise nobody's secret can vouch for it: 401.
 */
async function webhookGateway(
  ctx: PaymentsContext,
  gatewayName: string,
  rawBody: string,
): Promise<{ gateway: PaymentGateway; origin?: PaymentOrigin }> {
  if (gatewayName === 'sandbox') return { gateway: ctx.gateways.sandbox };
  if (gatewayName !== 'moyasar') throw new AppError('NOT_FOUND');
  const id = namedPaymentId(rawBody);
  const origin = id ? await findPaymentOrigin(ctx.db, 'moyasar', id) : undefined;
  if (origin) {
    try {
      return { gateway: await ctx.gateways.forPayment(ctx.db, origin), origin };
    } catch (err) {
      throw new AppError('UNAUTHORIZED', undefined, err);
    }
  }
  if (ctx.gateways.platform.name === 'moyasar') return { gateway: ctx.gateways.platform };
  throw new AppError('UNAUTHORIZED');
}

/**
 * A gateway's notification: checked by the gateway's signature, then used only as a hint to converge
 * through fetchPayment, like verify does. 404 for a gateway we do not have, 401 for a bad signature.
 */
export async function receiveWebhook(
  ctx: PaymentsContext,
  gatewayName: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<void> {
  const { gateway, origin } = await webhookGateway(ctx, gatewayName, rawBody);
  let event: ReturnType<PaymentGateway['parseWebhook']>;
  try {
    event = gateway.parseWebhook(headers, rawBody);
  } catch (err) {
    if (err instanceof WebhookAuthError) throw new AppError('UNAUTHORIZED', undefined, err);
    throw new AppError('VALIDATION_FAILED', undefined, err);
  }
  // Moyasar redelivers: an event handled before is answered at once and changes nothing.
  if (await webhookEventSeen(ctx.db, gateway.name, event.id)) return;
  const row = await settleByGatewayId(ctx, event.payment.id, { gateway, ...(origin ? { origin } : {}) });
  // Only a settled outcome is final: an event seen while the payment is still pending may come again.
  if (row && row.status !== 'pending') await rememberWebhookEvent(ctx.db, gateway.name, event.id);
}
