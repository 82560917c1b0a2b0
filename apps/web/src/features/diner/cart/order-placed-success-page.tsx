import { useTranslation } from '../../../i18n/use-translation';
import { orderDetailsPath } from '../../../shared/order-path';
import { loadNotifyCard, NotifyCardSlot } from '../../../shared/push/lazy-notify-card';
import { useStore } from '../../../shared/store';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

/**
 * The notifications card sits above this page's buttons: the page shows once the card's code is here too
 * (app/route-modules.ts waits for this), so nothing moves under a tap meant for a button when it arrives.
 */
export const ready = loadNotifyCard;

export default function OrderPlacedSuccessPage() {
  const { t } = useTranslation('cart');
  const order = useStore((s) => s.order);
  const isTakeaway = useStore((s) => s.session.orderType === 'takeaway');
  if (order.orderId === null) {
    return (
      <EmptyState page title={t('noOrder.title')} description={t('noOrder.description')}>
        <ButtonLink to="/restaurant-menu" block>
          {t('common:actions.browseMenu')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-1 flex-col justify-center gap-4 py-6 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex size-20 items-center justify-center rounded-full bg-success text-4xl text-white"
      >
        ✓
      </div>
      <h1 className="text-2xl font-bold">{t('placed.title')}</h1>
      <p className="text-muted">{t('placed.number', { number: order.orderNumber ?? order.orderId })}</p>
      <p className="text-muted">{t('placed.next')}</p>
      {/* The moment to ask (issue 14): the diner now has an order to hear about. */}
      <NotifyCardSlot orderId={order.orderId} />
      {/* A takeaway order opens its own screen (Pay, the pickup SMS form): issue 25 item 7. */}
      <ButtonLink
        to={
          isTakeaway ? orderDetailsPath({ id: order.orderId, orderType: 'takeaway' }) : '/order-confirmation'
        }
        block
      >
        {t('placed.viewOrder')}
      </ButtonLink>
      {isTakeaway ? null : (
        <ButtonLink to="/table-orders" variant="secondary" block>
          {t('placed.tableOrders')}
        </ButtonLink>
      )}
      <ButtonLink to="/restaurant-menu" variant="ghost" block>
        {t('common:actions.browseMenu')}
      </ButtonLink>
    </div>
  );
}
