import type { PaymentChoice } from '@sufra/domain/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { publicApi, queryKeys } from './public-api';

/**
 * The server's own amounts for the current choice (POST …/payment-quote writes nothing). The screen
 * shows these, not the client's estimate, whenever they differ (e.g. an even split after others paid
 * custom amounts). Under the order's query key, so realtime events refresh it with the bill.
 */
export function useQuote(
  orderId: string | null,
  choice: PaymentChoice | null,
  /** A share of a split is charged through its pending payment: quote it there (issue 8 item 2). */
  pendingPaymentId: string | null = null,
) {
  const query = useQuery({
    queryKey: [...queryKeys.order(orderId ?? ''), 'quote', pendingPaymentId, choice],
    queryFn: () =>
      pendingPaymentId
        ? publicApi.pendingPaymentQuote(pendingPaymentId, choice!)
        : publicApi.paymentQuote(orderId!, choice!),
    enabled: !!orderId && !!choice,
    retry: false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  // A missing quote route (older server) is not the diner's problem: the estimate stands.
  const blocking =
    query.error instanceof ApiError && query.error.code !== 'ROUTE_NOT_FOUND' && query.error.status < 500
      ? query.error
      : null;
  return { quote: query.isPlaceholderData ? undefined : query.data, error: blocking };
}
