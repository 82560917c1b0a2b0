import type { OrderSummary } from '../../shared/api-types';
import { placedOrderFrom } from '../../shared/placed-order';
import { useStore } from '../../shared/store';
import { ORDER_ID, orderSummary } from '../../test/order-fixtures';
import { mockApi, NAJD } from '../../test/render';

export const TABLE_HASH = 'h4h4h4h4h4h4h4h4h4h4h4';
export const PAYMENT_ID = '0b8f3c52-4d1e-4a8b-9c3d-2f1e0a9b8c7d';

/** A diner at table 4, by default holding the fixture order (total 86.40) as the phone that placed it. */
export function dinerAtTable(options: { withOrder?: boolean } = {}) {
  const s = useStore.getState();
  s.setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: TABLE_HASH });
  if (options.withOrder ?? true) s.setBillOrder(placedOrderFrom(orderSummary() as OrderSummary));
}

export function progressBody(overrides: Record<string, unknown> = {}) {
  return {
    isFullyPaid: false,
    hasPartialPayments: false,
    totalAmount: 8640,
    paidAmount: 0,
    remainingAmount: 8640,
    reservedAmount: 0,
    availableAmount: 8640,
    progressPercentage: 0,
    paymentStatus: 'unpaid',
    itemPayments: [],
    ...overrides,
  };
}

export function paymentBody(overrides: Record<string, unknown> = {}) {
  return {
    id: PAYMENT_ID,
    orderId: ORDER_ID,
    status: 'pending',
    mode: 'full',
    amount: 8640,
    tip: 0,
    total: 8640,
    transactionUrl: `/sandbox/pay/${PAYMENT_ID}`,
    failureReason: null,
    paidAt: null,
    ...overrides,
  };
}

/**
 * The payment API at the network edge, shaped like the server's answers. The quote route is absent
 * unless given (the page then shows its own estimate), like a server without it.
 */
export function paymentServer(
  options: {
    order?: Record<string, unknown>;
    progress?: Record<string, unknown>;
    pay?: () => { status: number; body: unknown };
    verify?: () => { status: number; body: unknown };
  } = {},
) {
  const posts: unknown[] = [];
  const calls = mockApi((url, init) => {
    const path = url.pathname;
    if (path === `/api/public/orders/${ORDER_ID}`)
      return { status: 200, body: { data: { order: orderSummary(options.order) } } };
    if (path === `/api/public/${ORDER_ID}/payment-progress`)
      return { status: 200, body: { data: progressBody(options.progress) } };
    if (path === `/api/public/orders/${ORDER_ID}/payment` && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return options.pay?.() ?? { status: 201, body: { data: { payment: paymentBody() } } };
    }
    if (path === `/api/public/payments/${PAYMENT_ID}/verify`)
      return options.verify?.() ?? { status: 200, body: { data: { payment: paymentBody() } } };
    return undefined;
  });
  return { calls, posts };
}
