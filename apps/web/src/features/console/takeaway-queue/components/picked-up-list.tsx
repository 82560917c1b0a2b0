import type { TakeawayOrder } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { BillBadge } from './bill-badge';

/**
 * Today's collected orders, folded away under their count: out of the way of the service, at hand when a
 * customer comes back to ask.
 */
export function PickedUpList({ orders }: { orders: TakeawayOrder[] }) {
  const { t, i18n } = useTranslation('pickup');
  // Newest first: the one just handed over is the one asked about.
  const newest = [...orders].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <details className="rounded-3xl bg-card p-4 shadow-sm">
      <summary className="cursor-pointer text-lg font-bold">
        {t('pickedUp.summary', { count: orders.length })}
      </summary>
      {newest.length === 0 ? (
        <p className="mt-3 text-muted">{t('pickedUp.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {newest.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line px-3 py-2"
            >
              <span className="font-bold tabular-nums">{t('card.order', { number: order.orderNumber })}</span>
              <span className="text-muted">
                {t('pickedUp.at', { time: formatRiyadhDate(order.updatedAt, i18n.language, 'time') })}
              </span>
              <BillBadge bill={order.bill} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
