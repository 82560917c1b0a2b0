import {
  type InvoiceFacts,
  invoiceFactsOf,
  invoiceRiderFor,
  issueInvoiceForPayment,
  issueTableInvoice,
} from '../modules/invoices';
import { findOrder, type OrderDigestRow, orderDigest, orderEvent } from '../modules/orders';
import {
  createOrderAfterPayment,
  enqueueOrderCreation,
  type PaymentRow,
  type PaymentsContext,
  type SettlementFollowUp,
  settledPaymentOrderIds,
} from '../modules/payments';
import { orderPaymentListened, paymentHasListeners, queuePaymentPush } from '../modules/push';
import { publishAll, type SufraEvent } from '../platform/realtime/event-bus';

/*
 * Settling a payment: the payments module moves the payment's rows under the bill's locks
 * (settle-payment.service.ts, the one place that decides); this flow is what that sets off in other
 * modules, at the points settling calls it. In the settling transaction, last: the pushes (push), the
 * invoice (invoices: ZATCA Phase 2's signing and hash chain go there), a paid cart's order-creation job
 * (payments' pending carts). After the commit: the orders' live events (orders) and the paid cart's order.
 */

const isCaptured = (status: string) => status === 'completed' || status === 'authorized';

export const settlementFollowUp: SettlementFollowUp<InvoiceFacts> = {
  async beforeLock(db, payment, captured) {
    return { listened: captured ? await paymentHasListeners(db, payment) : false };
  },

  listenedWith: orderPaymentListened,

  invoiceFactsWith: invoiceFactsOf,

  invoiceRider: (trx, payment, facts) => invoiceRiderFor(trx, payment.id, facts),

  async settled(trx, payment, status, { listened, facts }, rode) {
    // Money received: the order's diners and the floor's devices hear it (a paid cart's, once its order exists).
    if (status === 'completed') await queuePaymentPush(trx, payment, listened);
    // The invoice takes the restaurant's counter row lock, held until this commits: a table payment gets
    // one invoice for all its parts, an order's payment its own; a paid cart's comes with its order.
    let invoice: string | undefined;
    if (rode) invoice = await rode.rider.finish(trx, rode.answered);
    else if (status === 'completed' && payment.tableId !== null)
      invoice = (await issueTableInvoice(trx, payment.id)).invoiceId;
    else if (status === 'completed' && payment.orderId !== null)
      invoice = (await issueInvoiceForPayment(trx, payment.id, facts)).invoiceId;
    // A paid cart: its order is created by a job (it survives a crash right after this commit).
    if (payment.orderId === null && payment.pendingPaymentId !== null && isCaptured(status))
      await enqueueOrderCreation(trx, payment.pendingPaymentId);
    return invoice;
  },

  announcement: (order, payment, status) =>
    orderEvent('order.updated', orderDigest(order), { paymentId: payment.publicId, paymentStatus: status }),

  async afterCommit(ctx, payment, lockedOrder, announced) {
    if (announced) await announced.published();
    else await announce(ctx, payment, lockedOrder);
    // Fast path: create the order now, so the diner's waiting screen usually finds it at its first look.
    if (payment.orderId === null && payment.pendingPaymentId !== null && isCaptured(payment.status))
      await createOrderAfterPayment(ctx, payment.pendingPaymentId).catch((err: unknown) =>
        ctx.log?.warn({ err, paymentId: payment.id }, 'order creation after payment deferred to its job'),
      );
  },
};

/**
 * After commit: the order's screens refetch (a lost event costs a refresh: clients poll too). `known`: the
 * order's row as the settlement's lock read it (an order's own payment), so no read is needed.
 */
async function announce(ctx: PaymentsContext, row: PaymentRow, known?: OrderDigestRow) {
  try {
    const orderIds = await settledPaymentOrderIds(ctx.db, row);
    const extra = { paymentId: row.publicId, paymentStatus: row.status };
    const events: SufraEvent[] = [];
    for (const id of orderIds) {
      // The event is a digest of the order's row: one read at most, not the whole order with its sums.
      const found = known?.publicId === id ? known : await findOrder(ctx.db, id);
      if (!found) continue;
      const order = orderDigest(found);
      events.push(orderEvent('order.updated', order, extra));
      if (row.pendingPaymentId !== null) events.push(orderEvent('pending_payment.updated', order, extra));
    }
    if (events.length > 0) await publishAll(ctx.events, events);
  } catch (err) {
    ctx.log?.warn({ err, paymentId: row.id }, 'payment event not published');
  }
}
