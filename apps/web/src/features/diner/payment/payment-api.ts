import type { PaymentChoice, PayOrderBody, PayTableBillBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { call } from '../../../shared/api-client';

/** The payment pages' calls: paying an order, a share or the table's bill, and the answer's check. */
export const paymentApi = {
  /** The server computes the amount from `mode` (ARCHITECTURE.md); the answer says where to pay. */
  payOrder: (orderId: string, body: PayOrderBody) =>
    call(routes.payOrder, { params: { id: orderId }, body }).then((d) => d.payment),
  /** Settles from the gateway's own record; the callback's query string is only a hint. */
  verifyPayment: (paymentId: string) =>
    call(routes.verifyPayment, { params: { id: paymentId } }).then((d) => d.payment),
  /** A share of a split, or a pay-before-order cart: the same body as paying an order directly. */
  payPendingPayment: (pendingPaymentId: string, body: PayOrderBody) =>
    call(routes.payPendingPayment, { params: { id: pendingPaymentId }, body }).then((d) => d.payment),
  /** "Pay the table's bill": every unpaid order of the table as one bill (issue 8 item 10). */
  tableBill: (restaurantId: number, tableNumber: number, hash: string) =>
    call(routes.getTableBill, { params: { id: restaurantId, table: tableNumber }, query: { hash } }).then(
      (d) => d.bill,
    ),
  tableBillQuote: (restaurantId: number, tableNumber: number, body: PaymentChoice) =>
    call(routes.quoteTableBill, { params: { id: restaurantId, table: tableNumber }, body }).then(
      (d) => d.quote,
    ),
  /** ONE payment for the table's orders: the same body as paying an order, with the table's hash. */
  payTableBill: (restaurantId: number, tableNumber: number, body: PayTableBillBody) =>
    call(routes.payTableBill, { params: { id: restaurantId, table: tableNumber }, body }).then(
      (d) => d.payment,
    ),
  /** Pay before order: ask the server to try creating the paid order again. */
  retryOrderCreation: (pendingPaymentId: string, hash: string) =>
    call(routes.retryPendingPaymentOrder, { params: { id: pendingPaymentId }, body: { hash } }).then(
      (d) => d.pendingPayment,
    ),
};

/** Query keys only the payment pages use (the ones every diner screen shares are in shared/public-api.ts). */
export const paymentKeys = {
  tableBill: (restaurantId: number, tableNumber: number) =>
    ['table-bill', restaurantId, tableNumber] as const,
  payment: (paymentId: string) => ['payment', paymentId] as const,
};
