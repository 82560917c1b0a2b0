import { Redirect } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { orderDetailsPath } from '../../../shared/order-path';
import { loadNotifyCard, NotifyCardSlot } from '../../../shared/push/lazy-notify-card';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { canAddItems, useStartAdding } from '../../../shared/use-start-adding';
import { InvoiceLines } from './invoice-lines';
import { LiveIndicator } from './live-indicator';
import { OrderFacts } from './order-facts';
import { ReceiptEmailForm } from './receipt-email-form';
import { RouteOrderState, useRouteOrder } from './route-order';

/**
 * The notifications card sits above the order's lines and Pay: its code comes with the page's
 * (app/route-modules.ts), so nothing moves under a tap meant for a button when it arrives.
 */
export const ready = loadNotifyCard;

/** /invoice-details and /invoice-details/:orderId (without an id: the order this phone placed last). */
export default function InvoiceDetailsPage() {
  const { t, i18n } = useTranslation('orders');
  const { orderId, order: query, isConnected } = useRouteOrder();
  const startAdding = useStartAdding();
  if (!orderId || !query.isSuccess)
    return <RouteOrderState orderId={orderId} query={query} notFoundTitle={t('invoice.notFound')} />;
  const order = query.data;
  // Links that know only the order's id (a payment's success, a paid bill) land here: a takeaway order
  // has its own screen, with the pickup SMS form and "Ready for pickup" (issue 25 item 7).
  if (order.orderType === 'takeaway') return <Redirect to={orderDetailsPath(order)} replace />;
  return (
    <div className="flex flex-col gap-4 py-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('invoice.title')}</h1>
        <LiveIndicator isConnected={isConnected} />
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-2xl bg-card p-4 shadow-sm">
        {/* The order's number: a tax invoice has its own ("Invoice no.", at /show-invoice). */}
        <dt className="text-muted">{t('invoice.orderNumber')}</dt>
        <dd className="font-medium" data-testid="order-number">
          #{order.orderNumber}
        </dd>
        <dt className="text-muted">{t('invoice.date')}</dt>
        <dd className="font-medium">{formatRiyadhDate(order.createdAt, i18n.language)}</dd>
        {order.tableNumber !== null ? (
          <>
            <dt className="text-muted">{t('invoice.table')}</dt>
            <dd className="font-medium">{order.tableNumber}</dd>
          </>
        ) : null}
      </dl>
      <OrderFacts order={order} />
      {order.status !== 'completed' && order.status !== 'cancelled' ? (
        <NotifyCardSlot orderId={order.id} />
      ) : null}
      <InvoiceLines order={order} />
      {canAddItems(order) ? (
        <Button variant="secondary" block onClick={() => startAdding(order)}>
          {t('invoice.addItems')}
        </Button>
      ) : null}
      {order.paymentStatus !== 'paid' && order.status !== 'cancelled' ? (
        <ButtonLink to={`/payment-method?order=${encodeURIComponent(order.id)}`} block>
          {t('invoice.pay')}
        </ButtonLink>
      ) : null}
      {/* A receipt is proof of payment: the server sends one only once money was received. */}
      {order.paidAmount > 0 || order.status === 'completed' || order.status === 'paid_at_rest' ? (
        <ReceiptEmailForm orderId={order.id} />
      ) : null}
    </div>
  );
}
