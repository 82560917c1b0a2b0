import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { ApiError } from '../../../shared/api-client';
import { useStore } from '../../../shared/store';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useLiveOrder } from '../../../shared/use-live-order';
import { NoOrderState } from './no-order-state';

/** The order a details page shows: the route's :orderId, else the order this phone placed last; kept live. */
export function useRouteOrder() {
  const { orderId: param } = useParams();
  const placedId = useStore((s) => s.order.orderId);
  const orderId = param ?? placedId;
  return { orderId, ...useLiveOrder(orderId) };
}

/** What a details page shows until its order is there: no order, loading, or a failure with a retry. */
export function RouteOrderState({
  orderId,
  query,
  notFoundTitle,
}: {
  orderId: string | null;
  query: UseQueryResult<unknown>;
  notFoundTitle: string;
}) {
  if (!orderId || (query.error instanceof ApiError && query.error.status === 404))
    return <NoOrderState title={notFoundTitle} />;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  return <Skeleton className="my-4 h-96 w-full" />;
}
