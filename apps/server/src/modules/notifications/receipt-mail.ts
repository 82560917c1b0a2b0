import { halalas, isLanguage, type Language } from '@sufra/domain';
import type { Database } from '../../db/schema';
import type { JobHandler } from '../../platform/jobs/worker';
import { deliverMail } from '../../platform/mail/deliver-mail';
import type { Mailer } from '../../platform/mail/mailer';
import {
  type ReceiptData,
  receiptSubject,
  renderReceiptHtml,
  renderReceiptText,
} from '../../platform/mail/receipt-template';
import { MAIL_RECEIPT_JOB } from './job-types';
import { findOrderForMessage, listOrderItems } from './notifications.repository';

/** The receipt of an order in one language, from the server's own amounts (never the client's). */
async function loadReceipt(
  db: Database,
  orderId: number,
  lang: Language,
): Promise<(ReceiptData & { restaurantId: number }) | null> {
  const order = await findOrderForMessage(db, orderId);
  if (!order) return null;
  const items = await listOrderItems(db, orderId);
  const pick = (en: string, ar: string) => (lang === 'ar' && ar ? ar : en);
  return {
    restaurantId: order.restaurantId,
    language: lang,
    restaurantName: pick(order.restaurantName, order.restaurantNameAr),
    vatNumber: order.vatNumber,
    orderNumber: order.orderNumber,
    issuedAt: order.createdAt,
    tableNumber: order.type === 'table' ? order.tableNumber : null,
    lines: items.map((item) => ({
      name: pick(item.name, item.nameAr),
      quantity: item.quantity,
      lineTotal: halalas(item.lineTotalHalalas),
      options: item.options.map((o) => ({ name: pick(o.name, o.nameAr), quantity: o.quantity })),
      specialInstructions: item.specialInstructions,
    })),
    subtotal: halalas(order.subtotalHalalas),
    discount: halalas(order.discountHalalas),
    vat: halalas(order.taxHalalas),
    vatIncluded: order.pricingMode === 'inclusive',
    tip: halalas(order.tipHalalas),
    // The order total excludes the tip (OrderSummary: finalAmount = total + tip).
    total: halalas(order.totalHalalas + order.tipHalalas),
  };
}

/** Job `mail.receipt` { orderId, email, language }: renders and sends (or keeps) the receipt. */
export function receiptMailHandler(deps: {
  db: Database;
  mailer: Mailer;
}): JobHandler<typeof MAIL_RECEIPT_JOB> {
  return async (job) => {
    const { orderId, email, language } = job.payload;
    if (typeof orderId !== 'number' || typeof email !== 'string') {
      throw Object.assign(new Error('mail.receipt: bad payload'), { retryable: false });
    }
    const lang: Language = typeof language === 'string' && isLanguage(language) ? language : 'ar';
    const receipt = await loadReceipt(deps.db, orderId, lang);
    if (!receipt) return;
    await deliverMail(deps.db, deps.mailer, {
      kind: MAIL_RECEIPT_JOB,
      to: email,
      subject: receiptSubject(receipt),
      html: renderReceiptHtml(receipt),
      text: renderReceiptText(receipt),
      language: lang,
      restaurantId: receipt.restaurantId,
      orderId,
      // One mail per job: a retry after a crash mid-send does not mail twice.
      dedupeKey: `${MAIL_RECEIPT_JOB}:job:${job.id}`,
    });
  };
}
