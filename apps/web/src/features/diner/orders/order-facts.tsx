import type { OrderSummary } from '@sufra/domain/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { RefundNotice } from '../../../shared/refund-notice';
import { StatusTracker } from './status-tracker';

/** The order summary of spec section 2: status tracker, estimated time, items, paid/unpaid, type. */
export function OrderFacts({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const isTakeaway = order.orderType === 'takeaway';
  const isOpen = order.status !== 'completed' && order.status !== 'cancelled';
  const facts: [string, string][] = [
    [t('facts.type'), isTakeaway ? t('facts.takeaway') : t('facts.table', { number: order.tableNumber })],
    [t('facts.items'), String(order.itemCount)],
    [t('facts.payment'), t(`payment.${order.paymentStatus}`)],
  ];
  if (isOpen && order.estimatedMinutes !== null)
    facts.push([t('facts.estimated'), t('facts.minutes', { count: order.estimatedMinutes })]);
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-card p-4 shadow-sm" data-testid="order-facts">
      <p className="sr-only" aria-live="polite">
        {t('facts.statusNow', { status: t(`status.${order.status}`) })}
      </p>
      <StatusTracker status={order.status} isTakeaway={isTakeaway} />
      <dl className="grid grid-cols-2 gap-2 border-t border-line pt-3">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <RefundNotice order={order} />
    </section>
  );
}
