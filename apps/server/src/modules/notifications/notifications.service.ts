import { AppError, type Language, normalizeSaudiPhone, type OrderStatus } from '@sufra/domain';
import type { OrderPhoneNumberBody } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { enqueueJob } from '../../platform/jobs/outbox';
import type { EventBus } from '../../platform/realtime/event-bus';
import { nameCouponCustomerPhone } from '../coupons';
import { MAIL_RECEIPT_JOB, SMS_ORDER_READY_JOB } from './job-types';
import {
  countRecentReceiptJobs,
  findOrderByPublicId,
  findOrderForUpdate,
  hasSettledPayment,
  setCustomerPhone,
} from './notifications.repository';

/** Orders nobody will pick up or be texted about any more. */
const CLOSED: readonly OrderStatus[] = ['completed', 'cancelled'];
/** Orders whose money staff received themselves (completed: served and paid; paid at the restaurant). */
const RECEIPT_STATUSES: readonly OrderStatus[] = ['completed', 'paid_at_rest'];
/** Receipts one order may send per hour: enough for a table, useless for spamming a stranger. */
const MAX_RECEIPTS_PER_ORDER_HOUR = 5;

/** PATCH /public/orders/:id/phone-number: the Saudi rule, stored E.164 with the SMS language. */
export async function setOrderPhoneNumber(
  ctx: { db: Database; events: EventBus },
  publicId: string,
  body: OrderPhoneNumberBody,
) {
  const phone = normalizeSaudiPhone(body.phoneNumber);
  if (!phone) throw new AppError('PHONE_INVALID');
  const saved = await inTransaction(ctx.db, async (trx) => {
    const order = await findOrderForUpdate(trx, publicId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (CLOSED.includes(order.status)) throw new AppError('ORDER_CLOSED');
    const language = body.language ?? order.customerLanguage;
    await setCustomerPhone(trx, order.id, phone, language);
    await nameCouponCustomerPhone(trx, order.id, phone);
    // Number given after the order is already ready: the pickup SMS is still due (the handler sends once).
    if (order.status === 'ready') {
      await enqueueJob(trx, {
        type: SMS_ORDER_READY_JOB,
        payload: { orderId: order.id },
        dedupeKey: `${SMS_ORDER_READY_JOB}:late-phone:${order.id}`,
      });
    }
    return { order, answer: { phoneNumber: phone, language } };
  });
  // The counter's takeaway queue shows the number (to call) and whether the pickup SMS will go.
  const { order } = saved;
  await ctx.events.publish({
    type: 'order.updated',
    restaurantId: order.restaurantId,
    tableNumber: order.tableNumber,
    orderId: publicId,
    data: { id: publicId, orderNumber: order.orderNumber, status: order.status, phoneAdded: true },
  });
  return saved.answer;
}

/** POST /public/orders/:id/send-invoice-email: queues the receipt; the worker renders and sends it. */
export async function queueInvoiceEmail(db: Database, publicId: string, email: string, language: Language) {
  return inTransaction(db, async (trx) => {
    const order = await findOrderByPublicId(trx, publicId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.status === 'cancelled') throw new AppError('ORDER_CLOSED');
    // A receipt is proof of payment: only for money received (a payment through Sufra, or the order
    // closed by staff after paying at the counter). An unpaid order's receipt was a way to mail anyone.
    if (!RECEIPT_STATUSES.includes(order.status) && !(await hasSettledPayment(trx, order.id)))
      throw new AppError('RECEIPT_NOT_AVAILABLE');
    if ((await countRecentReceiptJobs(trx, order.id)) >= MAX_RECEIPTS_PER_ORDER_HOUR) {
      throw new AppError('RATE_LIMITED');
    }
    const address = email.toLowerCase();
    // A double tap (same order, address and minute) queues one mail.
    const minute = Math.floor(Date.now() / 60_000);
    await enqueueJob(trx, {
      type: MAIL_RECEIPT_JOB,
      payload: { orderId: order.id, email: address, language },
      dedupeKey: `${MAIL_RECEIPT_JOB}:${order.id}:${address}:${minute}`,
    });
    return { queued: true as const };
  });
}
