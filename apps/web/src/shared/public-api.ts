import type {
  AddOrderItemsBody,
  CreatePendingPaymentBody,
  OrderPhoneNumberBody,
  PaymentChoice,
  PayOrderBody,
  PayTableBillBody,
  PlaceOrderBody,
  SendInvoiceEmailBody,
  UpdatePendingPaymentBody,
  ValidateCouponBody,
} from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { call, pathOf } from './api-client';
import { orderProof, proofHeaders } from './order-proof';

/** Calls of the diner app (spec section 7), each a route of the contract's table. */
export const publicApi = {
  restaurant: (id: number) => call(routes.getRestaurant, { params: { id } }).then((d) => d.restaurant),
  validateTable: (restaurantId: number, tableNumber: number, hash: string) =>
    call(routes.validateTable, { query: { restaurantId, tableNumber, hash } }),
  validateTakeaway: (restaurantId: number, hash: string) =>
    call(routes.validateTakeaway, { query: { restaurantId, hash } }),
  menu: (restaurantId: number) => call(routes.getMenu, { params: { id: restaurantId } }),
  tableOrders: (restaurantId: number, tableNumber: number, hash: string) =>
    call(routes.listTableOrders, { params: { id: restaurantId, table: tableNumber }, query: { hash } }).then(
      (d) => d.orders,
    ),
  tablePendingPayments: (restaurantId: number, tableNumber: number, hash: string) =>
    call(routes.listTablePendingPayments, {
      params: { id: restaurantId, table: tableNumber },
      query: { hash },
    }).then((d) => d.pendingPayments),
  /** A takeaway order comes with its secret (`orderKey`), answered this once. */
  placeOrder: (restaurantId: number, body: PlaceOrderBody) =>
    call(routes.placeOrder, { params: { id: restaurantId }, body }),
  order: (orderId: string) =>
    call(routes.getOrder, { params: { id: orderId }, ...proofHeaders(orderId) }).then((d) => d.order),
  addOrderItems: (orderId: string, body: AddOrderItemsBody) =>
    call(routes.addOrderItems, { params: { id: orderId }, body, ...proofHeaders(orderId) }).then(
      (d) => d.order,
    ),
  validateCoupon: (restaurantId: number, body: ValidateCouponBody) =>
    call(routes.validateCoupon, { params: { id: restaurantId }, body }),
  setPhoneNumber: (orderId: string, body: OrderPhoneNumberBody) =>
    call(routes.setOrderPhoneNumber, { params: { id: orderId }, body, ...proofHeaders(orderId) }),
  sendInvoiceEmail: (orderId: string, body: SendInvoiceEmailBody) =>
    call(routes.sendOrderInvoiceEmail, { params: { id: orderId }, body, ...proofHeaders(orderId) }),
  /** The server computes the amount from `mode` (ARCHITECTURE.md); the answer says where to pay. */
  payOrder: (orderId: string, body: PayOrderBody) =>
    call(routes.payOrder, { params: { id: orderId }, body }).then((d) => d.payment),
  /** The amounts the same choice would be charged; writes nothing. */
  paymentQuote: (orderId: string, body: PaymentChoice) =>
    call(routes.quoteOrderPayment, { params: { id: orderId }, body }).then((d) => d.quote),
  /** The same, through a split (or paid-first cart): what paying a share of it charges now. */
  pendingPaymentQuote: (pendingPaymentId: string, body: PaymentChoice) =>
    call(routes.quotePendingPayment, { params: { id: pendingPaymentId }, body }).then((d) => d.quote),
  /** Settles from the gateway's own record; the callback's query string is only a hint. */
  verifyPayment: (paymentId: string) =>
    call(routes.verifyPayment, { params: { id: paymentId } }).then((d) => d.payment),
  /** A split of a table order (cancels the order's previous split) or a cart paid before its order. */
  createPendingPayment: (restaurantId: number, body: CreatePendingPaymentBody) =>
    call(routes.createPendingPayment, { params: { id: restaurantId }, body }),
  pendingPayment: (restaurantId: number, pendingPaymentId: string, hash: string) =>
    call(routes.getPendingPayment, {
      params: { id: restaurantId, pid: pendingPaymentId },
      query: { hash },
    }).then((d) => d.pendingPayment),
  /** A split's configuration; 409 SPLIT_IN_PROGRESS once an even share is paid. */
  updatePendingPayment: (restaurantId: number, pendingPaymentId: string, body: UpdatePendingPaymentBody) =>
    call(routes.updatePendingPayment, { params: { id: restaurantId, pid: pendingPaymentId }, body }).then(
      (d) => d.pendingPayment,
    ),
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
  paymentProgress: (orderId: string) =>
    call(routes.getPaymentProgress, { params: { id: orderId }, ...proofHeaders(orderId) }),
  /** Short timeout: a diner waiting for a waiter should hear back quickly (spec: 'Request timed out'). */
  callWaiter: (restaurantId: number, tableNumber: number, hash: string) =>
    call(routes.callWaiter, {
      params: { id: restaurantId, table: tableNumber },
      body: { hash },
      timeoutMs: WAITER_CALL_TIMEOUT_MS,
    }).then((d) => d.waiterCall),
};

const WAITER_CALL_TIMEOUT_MS = 10_000;

/** Server-sent event streams (EventSource cannot send headers: the table hash rides in the query). */
export const eventStreams = {
  table: (restaurantId: number, tableNumber: number, hash: string) =>
    `/api${pathOf(routes.tableEvents.path, { id: restaurantId, table: tableNumber })}?hash=${encodeURIComponent(hash)}`,
  order: (orderId: string) => {
    const proof = orderProof(orderId);
    const url = `/api${pathOf(routes.orderEvents.path, { id: orderId })}`;
    return proof ? `${url}?key=${encodeURIComponent(proof)}` : url;
  },
};

/** Query keys shared by every feature, so a poll in one screen refreshes another. */
export const queryKeys = {
  restaurant: (id: number) => ['restaurant', id] as const,
  menu: (restaurantId: number) => ['menu', restaurantId] as const,
  tableOrders: (restaurantId: number, tableNumber: number) =>
    ['table-orders', restaurantId, tableNumber] as const,
  tablePendingPayments: (restaurantId: number, tableNumber: number) =>
    ['table-pending-payments', restaurantId, tableNumber] as const,
  tableBill: (restaurantId: number, tableNumber: number) =>
    ['table-bill', restaurantId, tableNumber] as const,
  order: (orderId: string) => ['order', orderId] as const,
  /**
   * Under the order's key on purpose: every realtime event that refetches an order (table or order
   * stream) also refetches its payment progress, so all phones at the table see the same bill.
   */
  paymentProgress: (orderId: string) => ['order', orderId, 'payment-progress'] as const,
  payment: (paymentId: string) => ['payment', paymentId] as const,
  /** Every table event refetches these too (a share paid on another phone changes them). */
  pendingPayment: (pendingPaymentId: string) => ['pending-payment', pendingPaymentId] as const,
  allPendingPayments: ['pending-payment'] as const,
};

/** Spec section 7: table orders and pending payments polled every 15 s, only while the page is visible. */
export const POLL_INTERVAL_MS = 15_000;
