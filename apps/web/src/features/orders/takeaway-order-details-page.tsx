import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { useStore } from '../../shared/store';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { useErrorText } from '../../shared/use-error-text';
import { InvoiceLines } from './invoice-lines';
import { LiveIndicator } from './live-indicator';
import { NoOrderState } from './no-order-state';
import { OrderFacts } from './order-facts';
import { canAddItems } from './order-format';
import { PhoneNumberForm } from './phone-number-form';
import { useLiveOrder } from './use-live-order';
import { useStartAdding } from './use-start-adding';

/** /takeaway-order-details(/:orderId): live tracker; 'ready' reads "ready for pickup" (spec section 2). */
export default function TakeawayOrderDetailsPage() {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const { orderId: param } = useParams();
  const placedId = useStore((s) => s.order.orderId);
  const orderId = param ?? placedId;
  const { order: query, isConnected } = useLiveOrder(orderId);
  const startAdding = useStartAdding();
  if (!orderId) return <NoOrderState title={t('takeaway.notFound')} />;
  if (query.isPending) return <Skeleton className="my-4 h-96 w-full" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <NoOrderState title={t('takeaway.notFound')} />;
    return (
      <div className="flex flex-col gap-3 py-6">
        <p role="alert" className="text-danger">
          {errorText(query.error)}
        </p>
        <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
      </div>
    );
  }
  const order = query.data;
  return (
    <div className="flex flex-col gap-4 py-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('order', { number: order.orderNumber })}</h1>
        <LiveIndicator isConnected={isConnected} />
      </div>
      {order.status === 'ready' ? (
        <p
          className="rounded-2xl bg-success p-4 text-center text-lg font-bold text-white"
          data-testid="ready-for-pickup"
        >
          {t('takeaway.readyBanner')}
        </p>
      ) : null}
      <OrderFacts order={order} />
      {order.status !== 'completed' && order.status !== 'cancelled' ? (
        <PhoneNumberForm orderId={order.id} />
      ) : null}
      <InvoiceLines order={order} />
      {canAddItems(order) ? (
        <Button variant="secondary" block onClick={() => startAdding(order)}>
          {t('invoice.addItems')}
        </Button>
      ) : null}
    </div>
  );
}
