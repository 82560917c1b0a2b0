import { useTranslation } from '../../../i18n/use-translation';
import { loadNotifyCard, NotifyCardSlot } from '../../../shared/push/lazy-notify-card';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { canAddItems, useStartAdding } from '../../../shared/use-start-adding';
import { InvoiceLines } from './invoice-lines';
import { LiveIndicator } from './live-indicator';
import { OrderFacts } from './order-facts';
import { PhoneNumberForm } from './phone-number-form';
import { RouteOrderState, useRouteOrder } from './route-order';

/**
 * The notifications card sits above the Pay button: its code comes with the page's
 * (app/route-modules.ts), so nothing moves under a tap meant for a button when it arrives.
 */
export const ready = loadNotifyCard;

/** /takeaway-order-details(/:orderId): live tracker; 'ready' reads "ready for pickup" (spec section 2). */
export default function TakeawayOrderDetailsPage() {
  const { t } = useTranslation('orders');
  const { orderId, order: query, isConnected } = useRouteOrder();
  const startAdding = useStartAdding();
  if (!orderId || !query.isSuccess)
    return <RouteOrderState orderId={orderId} query={query} notFoundTitle={t('takeaway.notFound')} />;
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
        <>
          <NotifyCardSlot orderId={order.id} />
          <PhoneNumberForm orderId={order.id} />
        </>
      ) : null}
      <InvoiceLines order={order} />
      {order.paymentStatus !== 'paid' && order.status !== 'cancelled' ? (
        <ButtonLink to={`/payment-method?order=${encodeURIComponent(order.id)}`} block>
          {t('invoice.pay')}
        </ButtonLink>
      ) : null}
      {canAddItems(order) ? (
        <Button variant="secondary" block onClick={() => startAdding(order)}>
          {t('invoice.addItems')}
        </Button>
      ) : null}
    </div>
  );
}
