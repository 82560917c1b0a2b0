import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { useStore } from '../../shared/store';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { useErrorText } from '../../shared/use-error-text';
import { InvoiceLines } from './invoice-lines';
import { LiveIndicator } from './live-indicator';
import { NoOrderState } from './no-order-state';
import { OrderFacts } from './order-facts';
import { canAddItems, formatOrderDate } from './order-format';
import { ReceiptEmailForm } from './receipt-email-form';
import { useLiveOrder } from './use-live-order';
import { useStartAdding } from './use-start-adding';

/** /invoice-details and /invoice-details/:orderId (without an id: the order this phone placed last). */
export default function InvoiceDetailsPage() {
  const { t, i18n } = useTranslation('orders');
  const errorText = useErrorText();
  const { orderId: param } = useParams();
  const placedId = useStore((s) => s.order.orderId);
  const orderId = param ?? placedId;
  const { order: query, isConnected } = useLiveOrder(orderId);
  const startAdding = useStartAdding();
  if (!orderId) return <NoOrderState title={t('invoice.notFound')} />;
  if (query.isPending) return <Skeleton className="my-4 h-96 w-full" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <NoOrderState title={t('invoice.notFound')} />;
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
        <h1 className="text-2xl font-bold">{t('invoice.title')}</h1>
        <LiveIndicator isConnected={isConnected} />
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-2xl bg-card p-4 shadow-sm">
        <dt className="text-muted">{t('invoice.id')}</dt>
        <dd className="font-medium" data-testid="invoice-number">
          #{order.orderNumber}
        </dd>
        <dt className="text-muted">{t('invoice.date')}</dt>
        <dd className="font-medium">{formatOrderDate(order.createdAt, i18n.language)}</dd>
        {order.tableNumber !== null ? (
          <>
            <dt className="text-muted">{t('invoice.table')}</dt>
            <dd className="font-medium">{order.tableNumber}</dd>
          </>
        ) : null}
      </dl>
      <OrderFacts order={order} />
      <InvoiceLines order={order} />
      {canAddItems(order) ? (
        <Button variant="secondary" block onClick={() => startAdding(order)}>
          {t('invoice.addItems')}
        </Button>
      ) : null}
      {order.paymentStatus !== 'paid' && order.status !== 'cancelled' ? (
        <ButtonLink to="/payment-method" block>
          {t('invoice.pay')}
        </ButtonLink>
      ) : null}
      <ReceiptEmailForm orderId={order.id} />
    </div>
  );
}
