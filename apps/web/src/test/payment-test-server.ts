import type { OrderSummary } from '@sufra/domain/contracts';
import { placedOrderFrom } from '../shared/placed-order';
import { useStore } from '../shared/store';
import { ORDER_ID, orderSummary } from './order-fixtures';
import { mockApi, NAJD } from './render';

const TABLE_HASH = 'h4h4h4h4h4h4h4h4h4h4h4';
export const PAYMENT_ID = '0b8f3c52-4d1e-4a8b-9c3d-2f1e0a9b8c7d';
export const PENDING_ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const PENDING_PATH = `/api/public/restaurants/1/pending-payments/${PENDING_ID}`;

type Answer = { status: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Answer | undefined;

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
    invoiceId: null,
    pendingPaymentId: null,
    ...overrides,
  };
}

/**
 * A pending payment as the server answers it: by default the fixture order's even split between 2
 * people, nothing paid yet (86.40, one share 43.20).
 */
function pendingPaymentBody(overrides: Record<string, unknown> = {}) {
  return {
    id: PENDING_ID,
    kind: 'split',
    status: 'pending',
    isSplitPayment: true,
    isFullyPaid: false,
    totalAmount: 8640,
    paidAmount: 0,
    remainingAmount: 8640,
    availableAmount: 8640,
    split: { type: 'evenly', totalPeople: 2, peoplePaid: 0, peopleInProgress: 0, shareAmount: 4320 },
    orderId: ORDER_ID,
    orderNumber: 12,
    orderType: 'table',
    tableNumber: 4,
    transactions: [],
    orderCreation: {
      status: 'not_needed',
      attempts: 0,
      maxAttempts: 5,
      errorCode: null,
      errorParams: null,
      canRetry: false,
      retryUntil: null,
    },
    refund: null,
    createdAt: '2026-11-21T18:10:00.000Z',
    updatedAt: '2026-11-21T18:10:00.000Z',
    ...overrides,
  };
}

export const pendingAnswer = (overrides: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { data: { pendingPayment: pendingPaymentBody(overrides) } },
});

/** The pending payment routes: GET/PATCH the one above, POST creates it, its payment and retry. */
export function pendingPaymentRoutes(
  options: {
    get?: () => Answer;
    create?: () => Answer;
    patch?: () => Answer;
    pay?: () => Answer;
    retry?: () => Answer;
  } = {},
) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const handler: Handler = (url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const path = url.pathname;
    const log = () => requests.push({ method, path, body });
    if (path === '/api/public/restaurants/1/pending-payments' && method === 'POST') {
      log();
      return options.create?.() ?? { ...pendingAnswer(), status: 201 };
    }
    if (path === PENDING_PATH && method === 'GET') {
      log();
      return options.get?.() ?? pendingAnswer();
    }
    if (path === PENDING_PATH && method === 'PATCH') {
      log();
      return options.patch?.() ?? pendingAnswer();
    }
    if (path === `/api/public/pending-payments/${PENDING_ID}/payment` && method === 'POST') {
      log();
      return (
        options.pay?.() ?? {
          status: 201,
          body: { data: { payment: paymentBody({ pendingPaymentId: PENDING_ID }) } },
        }
      );
    }
    if (path === `/api/public/pending-payments/${PENDING_ID}/retry-order` && method === 'POST') {
      log();
      return options.retry?.() ?? pendingAnswer();
    }
    return undefined;
  };
  return { handler, requests };
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
    /** Asked first: e.g. pendingPaymentRoutes().handler. */
    extra?: Handler;
  } = {},
) {
  const posts: unknown[] = [];
  const calls = mockApi((url, init) => {
    const answer = options.extra?.(url, init);
    if (answer) return answer;
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
