import { halalas } from '@sufra/domain';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { orderDetailsPath } from '../../../shared/order-path';
import { useStore } from '../../../shared/store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Money } from '../../../shared/ui/money';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useLiveOrder } from '../../../shared/use-live-order';
import { canAddItems, useStartAdding } from '../../../shared/use-start-adding';

/**
 * The order just placed (spec: order summary fields), kept live like the details screens (the table's or
 * the order's own stream), so its status follows the kitchen without a reload.
 */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('cart');
  const text = useLocalized();
  const orderId = useStore((s) => s.order.orderId);
  const { order: query } = useLiveOrder(orderId);
  const startAdding = useStartAdding();
  if (orderId === null) {
    return (
      <EmptyState page title={t('noOrder.title')} description={t('noOrder.description')}>
        <ButtonLink to="/restaurant-menu" block>
          {t('common:actions.browseMenu')}
        </ButtonLink>
      </EmptyState>
    );
  }
  const order = query.data;
  if (!order) return <Skeleton className="my-4 h-64 w-full" />;
  const isTakeaway = order.orderType === 'takeaway';
  // A takeaway order's own screen has its Pay button and pickup SMS form (issue 25 item 7).
  if (isTakeaway) return <Redirect to={orderDetailsPath(order)} replace />;
  const rows: [string, ReactNode][] = [
    [t('confirmation.status'), t(`status.${order.status}`)],
    [
      t('confirmation.type'),
      isTakeaway ? t('context.takeaway') : t('context.table', { number: order.tableNumber ?? '' }),
    ],
    [t('confirmation.items'), order.itemCount],
    [
      t('confirmation.estimated'),
      order.estimatedMinutes === null ? '—' : t('confirmation.minutes', { count: order.estimatedMinutes }),
    ],
    [
      t('confirmation.payment'),
      order.paymentStatus === 'unpaid' ? t('confirmation.unpaid') : t(`confirmation.${order.paymentStatus}`),
    ],
  ];
  return (
    <div className="flex flex-1 flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">{t('confirmation.title', { number: order.orderNumber })}</h1>
      <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-card p-4 shadow-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        {order.discountAmount > 0 ? (
          <>
            <dt className="text-muted">{t('confirmation.discount')}</dt>
            <dd className="font-medium">
              −<Money amount={halalas(order.discountAmount)} />
            </dd>
          </>
        ) : null}
        <dt className="text-muted">{t('summary.total')}</dt>
        <dd className="font-bold" data-testid="order-total">
          <Money amount={halalas(order.total)} />
        </dd>
      </dl>
      <ul className="flex flex-col gap-2">
        {order.items.map((item) => (
          <li key={item.index} className="flex justify-between gap-2 rounded-xl bg-card px-3 py-2">
            <span>
              {item.quantity} × {text(item.name, item.nameAr)}
            </span>
            <Money amount={halalas(item.lineTotal)} />
          </li>
        ))}
      </ul>
      <ButtonLink to={orderDetailsPath(order)} block>
        {t('confirmation.details')}
      </ButtonLink>
      {/* More items join this order while the kitchen can still take them; after that a new order starts. */}
      {canAddItems(order) ? (
        <Button variant="secondary" block onClick={() => startAdding(order)}>
          {t('addMore')}
        </Button>
      ) : (
        <ButtonLink to="/restaurant-menu" variant="secondary" block>
          {t('common:actions.browseMenu')}
        </ButtonLink>
      )}
    </div>
  );
}
