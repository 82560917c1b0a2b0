import { AppError } from '@sufra/domain';
import { WebhookAuthError } from './gateways/gateway';
import { rememberWebhookEvent, webhookEventSeen } from './payments.repository';
import type { PaymentsContext } from './payments-context';
import { settleByGatewayId } from './settle-payment.service';

/**
 * A gateway's notification: checked by the gateway's signature, then used only as a hint to converge
 * through fetchPayment, like verify does. 404 for another gateway's path, 401 for a bad signature.
 */
export async function receiveWebhook(
  ctx: PaymentsContext,
  gatewayName: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<void> {
  if (gatewayName !== ctx.gateway.name) throw new AppError('NOT_FOUND');
  let event: ReturnType<PaymentsContext['gateway']['parseWebhook']>;
  try {
    event = ctx.gateway.parseWebhook(headers, rawBody);
  } catch (err) {
    if (err instanceof WebhookAuthError) throw new AppError('UNAUTHORIZED', undefined, err);
    throw new AppError('VALIDATION_FAILED', undefined, err);
  }
  // Moyasar redelivers: an event handled before is answered at once and changes nothing.
  if (await webhookEventSeen(ctx.db, ctx.gateway.name, event.id)) return;
  const row = await settleByGatewayId(ctx, event.payment.id);
  // Only a settled outcome is final: an event seen while the payment is still pending may come again.
  if (row && row.status !== 'pending') await rememberWebhookEvent(ctx.db, ctx.gateway.name, event.id);
}
