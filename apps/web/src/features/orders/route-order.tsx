import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../shared/api-client';
import { useStore } from '../../shared/store';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { useErrorText } from '../../shared/use-error-text';
import { NoOrderState } from './no-order-state';
import { useLiveOrder } from './use-live-order';

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
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  if (!orderId || (query.error instanceof ApiError && query.error.status === 404))
    return <NoOrderState title={notFoundTitle} />;
  if (query.isError)
    return (
      <div className="flex flex-col gap-3 py-6">
        <p role="alert" className="text-danger">
          {errorText(query.error)}
        </p>
        <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
      </div>
    );
  return <Skeleton className="my-4 h-96 w-full" />;
}
