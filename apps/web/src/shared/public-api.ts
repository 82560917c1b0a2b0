import type { CreatePendingPaymentBody, PaymentChoice } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { call, pathOf } from './api-client';
import { orderProof, proofHeaders } from './order-proof';

/**
 * The diner app's calls (spec section 7) that two features or more make (or shared/, or the server's first
 * screens), each a route of the contract's table. A call only one feature makes is in its `<feature>-api.ts`.
 */
export const publicApi = {
  restaurant: (id: number) => call(routes.getRestaurant, { params: { id } }).then((d) => d.restaurant),
  validateTable: (restaurantId: number, tableNumber: number, hash: string) =>
    call(routes.validateTable, { query: { restaurantId, tableNumber, hash } }),
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
  order: (orderId: string) =>
    call(routes.getOrder, { params: { id: orderId }, ...proofHeaders(orderId) }).then((d) => d.order),
  /** The amounts the same choice would be charged; writes nothing. */
  paymentQuote: (orderId: string, body: PaymentChoice) =>
    call(routes.quoteOrderPayment, { params: { id: orderId }, body }).then((d) => d.quote),
  /** The same, through a split (or paid-first cart): what paying a share of it charges now. */
  pendingPaymentQuote: (pendingPaymentId: string, body: PaymentChoice) =>
    call(routes.quotePendingPayment, { params: { id: pendingPaymentId }, body }).then((d) => d.quote),
  /** A split of a table order (cancels the order's previous split) or a cart paid before its order. */
  createPendingPayment: (restaurantId: number, body: CreatePendingPaymentBody) =>
    call(routes.createPendingPayment, { params: { id: restaurantId }, body }),
  pendingPayment: (restaurantId: number, pendingPaymentId: string, hash: string) =>
    call(routes.getPendingPayment, {
      params: { id: restaurantId, pid: pendingPaymentId },
      query: { hash },
    }).then((d) => d.pendingPayment),
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

/** Query keys several features share, so a poll in one screen refreshes another. */
export const queryKeys = {
  restaurant: (id: number) => ['restaurant', id] as const,
  menu: (restaurantId: number) => ['menu', restaurantId] as const,
  tableOrders: (restaurantId: number, tableNumber: number) =>
    ['table-orders', restaurantId, tableNumber] as const,
  tablePendingPayments: (restaurantId: number, tableNumber: number) =>
    ['table-pending-payments', restaurantId, tableNumber] as const,
  order: (orderId: string) => ['order', orderId] as const,
  /**
   * Under the order's key on purpose: every realtime event that refetches an order (table or order
   * stream) also refetches its payment progress, so all phones at the table see the same bill.
   */
  paymentProgress: (orderId: string) => ['order', orderId, 'payment-progress'] as const,
  /** Every table event refetches these too (a share paid on another phone changes them). */
  pendingPayment: (pendingPaymentId: string) => ['pending-payment', pendingPaymentId] as const,
  allPendingPayments: ['pending-payment'] as const,
};

/** Spec section 7: table orders and pending payments polled every 15 s, only while the page is visible. */
export const POLL_INTERVAL_MS = 15_000;
