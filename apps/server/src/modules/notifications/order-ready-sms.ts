import type { Language } from '@sufra/domain';
import type { Database } from '../../db/schema';
import type { JobHandler } from '../../platform/jobs/worker';
import type { EventBus } from '../../platform/realtime/event-bus';
import { deliverSms } from '../../platform/sms/deliver-sms';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import { SMS_ORDER_READY_JOB } from './job-types';
import { findOrderForMessage } from './notifications.repository';

/** The pickup SMS, short enough for one Arabic (UCS-2, 70 characters) segment with a typical name. */
function orderReadySmsText(lang: Language, restaurant: string, orderNumber: number): string {
  return lang === 'ar'
    ? `${restaurant}: طلبك رقم ${orderNumber} جاهز للاستلام.`
    : `${restaurant}: your order #${orderNumber} is ready for pickup.`;
}

/**
 * Job `sms.order_ready` { orderId }: texts the diner in their language once the order is ready. Quietly
 * done (nothing to send) when there is no phone number, or the order has moved on (picked up, cancelled).
 */
export function orderReadySmsHandler(deps: {
  db: Database;
  sms: SmsProvider;
  /** When given, the restaurant's screens hear what became of the SMS (the takeaway card says it). */
  events?: EventBus;
}): JobHandler<typeof SMS_ORDER_READY_JOB> {
  return async (job) => {
    const orderId = Number(job.payload.orderId);
    if (!Number.isSafeInteger(orderId))
      throw Object.assign(new Error('sms.order_ready: bad orderId'), { retryable: false });
    const order = await findOrderForMessage(deps.db, orderId);
    if (!order?.customerPhone || order.status !== 'ready') return;
    const lang = order.customerLanguage;
    const restaurant = lang === 'ar' ? order.restaurantNameAr || order.restaurantName : order.restaurantName;
    // The counter's card shows what really happened (sent, only kept, failed) as soon as it is known.
    const tell = async (pickupSms: 'sent' | 'kept' | 'failed') =>
      deps.events?.publish({
        type: 'order.updated',
        restaurantId: order.restaurantId,
        tableNumber: order.tableNumber,
        orderId: order.publicId,
        data: { id: order.publicId, orderNumber: order.orderNumber, status: order.status, pickupSms },
      });
    let outcome: Awaited<ReturnType<typeof deliverSms>>;
    try {
      outcome = await deliverSms(deps.db, deps.sms, {
        kind: SMS_ORDER_READY_JOB,
        to: order.customerPhone,
        body: orderReadySmsText(lang, restaurant, order.orderNumber),
        language: lang,
        restaurantId: order.restaurantId,
        orderId: order.id,
        // One pickup SMS per order, however many jobs ask for it.
        dedupeKey: `${SMS_ORDER_READY_JOB}:${order.id}`,
      });
    } catch (err) {
      await tell('failed');
      throw err;
    }
    if (outcome !== 'already-delivered') await tell(outcome);
  };
}
