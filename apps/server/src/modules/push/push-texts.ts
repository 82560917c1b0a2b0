import { formatMoney, halalas, type Language } from '@sufra/domain';
import type { StaffRole } from '@sufra/domain/contracts';
import type { PushedOrderStatus, PushMessage } from '@sufra/domain/push';
import type { PushEvent } from './job-types';

/*
 * The push messages' words, in the recipient's language (the service worker shows them as they come).
 * Amounts with the domain's formatMoney (ar '45.00 ر.س', en 'SAR 45.00'); digits stay Latin in Arabic, as
 * on the receipts and the SMS.
 */

type Texts = { title: string; body: string };

function orderStatusTexts(
  lang: Language,
  status: PushedOrderStatus,
  n: number,
  restaurant: string,
  takeaway: boolean,
): Texts {
  if (lang === 'ar') {
    switch (status) {
      case 'preparing':
        return { title: `طلبك رقم ${n} قيد التحضير`, body: `بدأ ${restaurant} بتحضير طلبك.` };
      case 'ready':
        return {
          title: `طلبك رقم ${n} جاهز`,
          body: takeaway ? `استلمه من ${restaurant}.` : 'في طريقه إلى طاولتك.',
        };
      case 'completed':
        return { title: `اكتمل طلبك رقم ${n}`, body: `شكرًا لزيارتك ${restaurant}.` };
      case 'cancelled':
        return { title: `أُلغي طلبك رقم ${n}`, body: 'افتح الطلب لمعرفة التفاصيل.' };
    }
  }
  switch (status) {
    case 'preparing':
      return {
        title: `Your order #${n} is being prepared`,
        body: `${restaurant} has started on your order.`,
      };
    case 'ready':
      return {
        title: `Your order #${n} is ready`,
        body: takeaway ? `Pick it up at ${restaurant}.` : 'It is on its way to your table.',
      };
    case 'completed':
      return { title: `Your order #${n} is completed`, body: `Thank you for visiting ${restaurant}.` };
    case 'cancelled':
      return { title: `Your order #${n} was cancelled`, body: 'Open the order to see the details.' };
  }
}

const tableText = (lang: Language, table: number) => (lang === 'ar' ? `طاولة ${table}` : `Table ${table}`);

/** The diner's order page: a table order's invoice details, a takeaway order's own page. */
function dinerOrderUrl(orderType: 'table' | 'takeaway', publicId: string): string {
  return orderType === 'takeaway' ? `/takeaway-order-details/${publicId}` : `/invoice-details/${publicId}`;
}

/**
 * The message for one recipient. `role`: a staff device's signed-in role (the kitchen's new order opens
 * its display, not the order board).
 */
export function buildPushMessage(
  event: PushEvent,
  lang: Language,
  options: { sentAt: Date; role?: StaffRole | null },
): PushMessage {
  const base = { type: event.type, language: lang, sentAt: options.sentAt.toISOString() };
  switch (event.type) {
    case 'order_status_update': {
      const restaurant =
        lang === 'ar' ? event.restaurantNameAr || event.restaurantName : event.restaurantName;
      const texts = orderStatusTexts(
        lang,
        event.status,
        event.orderNumber,
        restaurant,
        event.orderType === 'takeaway',
      );
      return {
        ...base,
        ...texts,
        url: dinerOrderUrl(event.orderType, event.orderPublicId),
        tag: `order-${event.orderPublicId}`,
        orderId: event.orderPublicId,
        status: event.status,
      };
    }
    case 'payment_received': {
      const restaurant =
        lang === 'ar' ? event.restaurantNameAr || event.restaurantName : event.restaurantName;
      const amount = formatMoney(halalas(event.amountHalalas), lang);
      const n = event.orderNumber;
      return {
        ...base,
        title: lang === 'ar' ? `تم استلام دفعتك ${amount}` : `Payment of ${amount} received`,
        body:
          lang === 'ar'
            ? `الطلب رقم ${n} في ${restaurant}. شكرًا لك!`
            : `Order #${n} at ${restaurant}. Thank you!`,
        url: dinerOrderUrl(event.orderType, event.orderPublicId),
        tag: `payment-${event.paymentPublicId}`,
        orderId: event.orderPublicId,
      };
    }
    case 'staff_new_order': {
      const n = event.orderNumber;
      const total = formatMoney(halalas(event.totalHalalas), lang);
      const title =
        event.tableNumber === null
          ? lang === 'ar'
            ? `طلب سفري جديد رقم ${n}`
            : `New takeaway order #${n}`
          : lang === 'ar'
            ? `طلب جديد رقم ${n} — ${tableText(lang, event.tableNumber)}`
            : `New order #${n} — ${tableText(lang, event.tableNumber)}`;
      return {
        ...base,
        title,
        body: lang === 'ar' ? `الإجمالي ${total}` : `Total ${total}`,
        url: options.role === 'kitchen' ? '/dashboard/kitchen' : '/dashboard/orders',
        tag: `order-${event.orderPublicId}`,
        orderId: event.orderPublicId,
      };
    }
    case 'staff_waiter_call': {
      const table = tableText(lang, event.tableNumber);
      return {
        ...base,
        title: lang === 'ar' ? `${table} تطلب النادل` : `${table} is calling a waiter`,
        body: event.note?.trim() || (lang === 'ar' ? 'افتح خريطة الطاولات.' : 'Open the table map.'),
        url: '/dashboard/tables',
        tag: `waiter-call-${event.callId}`,
      };
    }
    case 'staff_payment_received': {
      const amount = formatMoney(halalas(event.amountHalalas), lang);
      const where =
        event.tableNumber !== null ? tableText(lang, event.tableNumber) : lang === 'ar' ? 'سفري' : 'Takeaway';
      const orders = event.orderNumbers
        .map((n) => (lang === 'ar' ? `رقم ${n}` : `#${n}`))
        .join(lang === 'ar' ? '، ' : ', ');
      return {
        ...base,
        title:
          lang === 'ar' ? `تم استلام دفعة: ${amount} — ${where}` : `Payment received: ${amount} — ${where}`,
        body: orders ? (lang === 'ar' ? `الطلب ${orders}` : `Order ${orders}`) : '',
        url: '/dashboard/orders',
        tag: `payment-${event.paymentPublicId}`,
      };
    }
  }
}
