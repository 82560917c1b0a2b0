import type {
  PaymentChoice,
  PaymentProgress,
  PaymentQuote,
  PaymentView,
  PayOrderBody,
  TableBill,
} from '@sufra/domain/contracts';
import { apiClient } from './api-client';
import type {
  CouponCheck,
  CreatePendingPaymentBody,
  Menu,
  OrderSummary,
  PendingPayment,
  PlaceOrderBody,
  PublicRestaurant,
  SplitConfig,
  TableOrderSummary,
  TableValidation,
  TakeawayValidation,
  WaiterCall,
} from './api-types';
import { orderProof, proofHeaders } from './order-proof';

/** A payment's answer may also name its tax invoice once invoices are issued (read when present). */
export type PaidPaymentView = PaymentView & { invoiceId?: string | number | null };

/** Calls of the diner app (spec section 7). Paths are relative to /api. */
export const publicApi = {
  restaurant: (id: number) =>
    apiClient.get<{ restaurant: PublicRestaurant }>(`/public/restaurants/${id}`).then((d) => d.restaurant),
  validateTable: (restaurantId: number, tableNumber: number, hash: string) =>
    apiClient.get<TableValidation>('/public/tables/validate', { query: { restaurantId, tableNumber, hash } }),
  validateTakeaway: (restaurantId: number, hash: string) =>
    apiClient.get<TakeawayValidation>('/public/takeaway/validate', { query: { restaurantId, hash } }),
  menu: (restaurantId: number) => apiClient.get<Menu>(`/public/restaurants/${restaurantId}/menu`),
  tableOrders: (restaurantId: number, tableNumber: number, hash: string) =>
    apiClient
      .get<{ orders: TableOrderSummary[] }>(
        `/public/restaurants/${restaurantId}/tables/${tableNumber}/orders`,
        {
          query: { hash },
        },
      )
      .then((d) => d.orders),
  tablePendingPayments: (restaurantId: number, tableNumber: number, hash: string) =>
    apiClient
      .get<{ pendingPayments: PendingPayment[] }>(
        `/public/restaurants/${restaurantId}/tables/${tableNumber}/pending-payments`,
        { query: { hash } },
      )
      .then((d) => d.pendingPayments),
  /** A takeaway order comes with its secret (`orderKey`), answered this once. */
  placeOrder: (restaurantId: number, body: PlaceOrderBody) =>
    apiClient.post<{ order: OrderSummary; orderKey?: string }>(
      `/public/restaurants/${restaurantId}/orders`,
      body,
    ),
  order: (orderId: string) =>
    apiClient
      .get<{ order: OrderSummary }>(`/public/orders/${orderId}`, proofHeaders(orderId))
      .then((d) => d.order),
  addOrderItems: (orderId: string, body: Pick<PlaceOrderBody, 'items'> & { notes?: string }) =>
    apiClient
      .put<{ order: OrderSummary }>(`/public/orders/${orderId}/items`, body, proofHeaders(orderId))
      .then((d) => d.order),
  validateCoupon: (
    restaurantId: number,
    body: { code: string; items: PlaceOrderBody['items']; deviceId?: string; customerPhone?: string },
  ) => apiClient.post<CouponCheck>(`/public/restaurants/${restaurantId}/coupons/validate`, body),
  setPhoneNumber: (orderId: string, body: { phoneNumber: string; language: 'ar' | 'en' }) =>
    apiClient.patch<{ phoneNumber: string; language: 'ar' | 'en' }>(
      `/public/orders/${orderId}/phone-number`,
      body,
      proofHeaders(orderId),
    ),
  sendInvoiceEmail: (orderId: string, body: { email: string; language: 'ar' | 'en' }) =>
    apiClient.post<{ queued: true }>(
      `/public/orders/${orderId}/send-invoice-email`,
      body,
      proofHeaders(orderId),
    ),
  /** The server computes the amount from `mode` (ARCHITECTURE.md); the answer says where to pay. */
  payOrder: (orderId: string, body: PayOrderBody) =>
    apiClient
      .post<{ payment: PaymentView }>(`/public/orders/${encodeURIComponent(orderId)}/payment`, body)
      .then((d) => d.payment),
  /** The amounts the same choice would be charged; writes nothing. */
  paymentQuote: (orderId: string, body: PaymentChoice) =>
    apiClient
      .post<{ quote: PaymentQuote }>(`/public/orders/${encodeURIComponent(orderId)}/payment-quote`, body)
      .then((d) => d.quote),
  /** The same, through a split (or paid-first cart): what paying a share of it charges now. */
  pendingPaymentQuote: (pendingPaymentId: string, body: PaymentChoice) =>
    apiClient
      .post<{ quote: PaymentQuote }>(
        `/public/pending-payments/${encodeURIComponent(pendingPaymentId)}/payment-quote`,
        body,
      )
      .then((d) => d.quote),
  /** Settles from the gateway's own record; the callback's query string is only a hint. */
  verifyPayment: (paymentId: string) =>
    apiClient
      .get<{ payment: PaidPaymentView }>(`/public/payments/${encodeURIComponent(paymentId)}/verify`)
      .then((d) => d.payment),
  /** A split of a table order (cancels the order's previous split) or a cart paid before its order. */
  createPendingPayment: (restaurantId: number, body: CreatePendingPaymentBody) =>
    apiClient.post<{ pendingPayment: PendingPayment; orderKey?: string }>(
      `/public/restaurants/${restaurantId}/pending-payments`,
      body,
    ),
  pendingPayment: (restaurantId: number, pendingPaymentId: string, hash: string) =>
    apiClient
      .get<{ pendingPayment: PendingPayment }>(
        `/public/restaurants/${restaurantId}/pending-payments/${encodeURIComponent(pendingPaymentId)}`,
        { query: { hash } },
      )
      .then((d) => d.pendingPayment),
  /** A split's configuration; 409 SPLIT_IN_PROGRESS once an even share is paid. */
  updatePendingPayment: (
    restaurantId: number,
    pendingPaymentId: string,
    body: { hash: string; split: SplitConfig },
  ) =>
    apiClient
      .patch<{ pendingPayment: PendingPayment }>(
        `/public/restaurants/${restaurantId}/pending-payments/${encodeURIComponent(pendingPaymentId)}`,
        body,
      )
      .then((d) => d.pendingPayment),
  /** A share of a split, or a pay-before-order cart: the same body as paying an order directly. */
  payPendingPayment: (pendingPaymentId: string, body: PayOrderBody) =>
    apiClient
      .post<{ payment: PaymentView }>(
        `/public/pending-payments/${encodeURIComponent(pendingPaymentId)}/payment`,
        body,
      )
      .then((d) => d.payment),
  /** "Pay the table's bill": every unpaid order of the table as one bill (issue 8 item 10). */
  tableBill: (restaurantId: number, tableNumber: number, hash: string) =>
    apiClient
      .get<{ bill: TableBill }>(`/public/restaurants/${restaurantId}/tables/${tableNumber}/bill`, {
        query: { hash },
      })
      .then((d) => d.bill),
  tableBillQuote: (restaurantId: number, tableNumber: number, body: PaymentChoice) =>
    apiClient
      .post<{ quote: PaymentQuote }>(
        `/public/restaurants/${restaurantId}/tables/${tableNumber}/bill/payment-quote`,
        body,
      )
      .then((d) => d.quote),
  /** ONE payment for the table's orders: the same body as paying an order, with the table's hash. */
  payTableBill: (restaurantId: number, tableNumber: number, body: PayOrderBody) =>
    apiClient
      .post<{ payment: PaymentView }>(
        `/public/restaurants/${restaurantId}/tables/${tableNumber}/bill/payment`,
        body,
      )
      .then((d) => d.payment),
  /** Pay before order: ask the server to try creating the paid order again. */
  retryOrderCreation: (pendingPaymentId: string, hash: string) =>
    apiClient
      .post<{ pendingPayment: PendingPayment }>(
        `/public/pending-payments/${encodeURIComponent(pendingPaymentId)}/retry-order`,
        { hash },
      )
      .then((d) => d.pendingPayment),
  paymentProgress: (orderId: string) =>
    apiClient.get<PaymentProgress>(
      `/public/${encodeURIComponent(orderId)}/payment-progress`,
      proofHeaders(orderId),
    ),
  /** Short timeout: a diner waiting for a waiter should hear back quickly (spec: 'Request timed out'). */
  callWaiter: (restaurantId: number, tableNumber: number, hash: string) =>
    apiClient
      .post<{ waiterCall: WaiterCall }>(
        `/public/restaurants/${restaurantId}/tables/${tableNumber}/waiter-calls`,
        { hash },
        { timeoutMs: WAITER_CALL_TIMEOUT_MS },
      )
      .then((d) => d.waiterCall),
};

export const WAITER_CALL_TIMEOUT_MS = 10_000;

/** Server-sent event streams (EventSource cannot send headers: the table hash rides in the query). */
export const eventStreams = {
  table: (restaurantId: number, tableNumber: number, hash: string) =>
    `/api/public/restaurants/${restaurantId}/tables/${tableNumber}/events?hash=${encodeURIComponent(hash)}`,
  order: (orderId: string) => {
    const proof = orderProof(orderId);
    const url = `/api/public/orders/${encodeURIComponent(orderId)}/events`;
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
