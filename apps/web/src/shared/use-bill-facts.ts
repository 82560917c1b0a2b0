import { useQuery } from '@tanstack/react-query';
import { billFacts } from './bill-amounts';
import { publicApi, queryKeys } from './public-api';
import { useOrder } from './use-order';

/** An order's payment progress (GET /api/public/:orderId/payment-progress), fresh on every visit. */
export function usePaymentProgress(
  orderId: string | null | undefined,
  options: { refetchInterval?: number | false } = {},
) {
  return useQuery({
    queryKey: queryKeys.paymentProgress(orderId ?? ''),
    queryFn: () => publicApi.paymentProgress(orderId!),
    enabled: !!orderId,
    staleTime: 0,
    refetchInterval: options.refetchInterval,
  });
}

/**
 * One order's bill as the server says it, read from the queries (never copied into the store): the
 * order, its payment progress, and the facts the amounts are derived from (null until the order is read;
 * the progress counts as unknown until it is).
 */
export function useBillFacts(
  orderId: string | null | undefined,
  options: { refetchInterval?: number | false } = {},
) {
  const order = useOrder(orderId);
  const progress = usePaymentProgress(orderId, options);
  const facts = order.data ? billFacts(order.data, progress.data) : null;
  return { order, progress, facts };
}
