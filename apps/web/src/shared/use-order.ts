import type { OrderSummary } from '@sufra/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicApi, queryKeys } from './public-api';

/**
 * One order by its public uuid (GET /api/public/orders/:id). Fresh on every visit; live screens
 * invalidate it when the realtime stream says the order changed.
 */
export function useOrder(orderId: string | null | undefined) {
  return useQuery<OrderSummary>({
    queryKey: queryKeys.order(orderId ?? ''),
    queryFn: () => publicApi.order(orderId!),
    enabled: !!orderId,
    staleTime: 0,
  });
}
