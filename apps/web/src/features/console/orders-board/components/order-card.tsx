import type { BoardOrder } from '@sufra/domain/contracts';
import { memo, useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Badge, type BadgeTone } from './badge';
import { BillSummary } from './bill-summary';
import { MoveButtons } from './move-buttons';
import { OrderItems } from './order-items';

const CLOSED_TONE: Partial<Record<BoardOrder['status'], BadgeTone>> = {
  completed: 'success',
  paid_at_rest: 'success',
  cancelled: 'danger',
};

interface OrderCardProps {
  order: BoardOrder;
  /** Minutes since it was placed, by the server's clock; null where the age no longer matters (done). */
  ageMinutes: number | null;
  /** It arrived with the latest read: highlighted for a few seconds. */
  isFresh: boolean;
  /** This person may cancel orders (owners and managers), and the order still can be. */
  mayCancel: boolean;
  onCancel: (order: BoardOrder) => void;
}

/**
 * One order on the board. Memoised: the page's one clock passes whole minutes, and unchanged orders keep
 * their object between reads, so with 200 orders a read or a tick renders only the cards that changed.
 */
export const OrderCard = memo(function OrderCard({
  order,
  ageMinutes,
  isFresh,
  mayCancel,
  onCancel,
}: OrderCardProps) {
  const { t } = useTranslation('board');
  const titleId = useId();
  const closedTone = CLOSED_TONE[order.status];
  const canCancel = mayCancel && order.moves.includes('cancelled');
  return (
    // Off-screen cards skip layout and paint until scrolled to (an estimated height keeps the scrollbar true).
    <li className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
      <article
        aria-labelledby={titleId}
        data-order-id={order.id}
        // A fresh card is tinted and ringed, then fades back (colours only: no movement, and the text
        // keeps its contrast throughout; prefers-reduced-motion shortens the fade to nothing).
        className={`flex flex-col gap-3 rounded-2xl border-2 p-4 shadow-sm transition-colors duration-1000 ${
          isFresh
            ? 'border-accent bg-accent-soft ring-4 ring-accent/40 ring-inset'
            : 'border-transparent bg-card'
        }`}
      >
        <header className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="text-xl font-bold">
              {t('card.title', { number: order.orderNumber })}
            </h3>
            <p className="text-lg font-semibold text-primary">
              {order.orderType === 'table' && order.tableNumber !== null
                ? t('card.table', { number: order.tableNumber })
                : t('card.takeaway')}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            {ageMinutes !== null ? (
              <p className="text-lg font-semibold tabular-nums">
                <span className="sr-only">{t('card.ageLabel')}: </span>
                <time dateTime={order.createdAt}>
                  {ageMinutes < 1 ? t('card.justNow') : t('card.age', { count: ageMinutes })}
                </time>
              </p>
            ) : null}
            {isFresh ? <Badge tone="accent">{t('card.fresh')}</Badge> : null}
            {closedTone ? <Badge tone={closedTone}>{t(`status.${order.status}`)}</Badge> : null}
          </div>
        </header>
        {order.customerPhone ? (
          <p className="text-base">
            <span className="text-muted">{t('card.pickupPhone')}: </span>
            <bdi dir="ltr" className="font-medium tabular-nums">
              {order.customerPhone}
            </bdi>
          </p>
        ) : null}
        <OrderItems items={order.items} />
        {order.notes ? (
          <p className="rounded-lg bg-accent-soft px-2 py-1 text-base">
            <span className="font-semibold">{t('card.notes')}</span> {order.notes}
          </p>
        ) : null}
        <BillSummary bill={order.bill} creditNotes={order.creditNotes} />
        {order.cancelReason ? (
          <p className="text-base">
            <span className="font-semibold text-danger">{t('card.cancelReason')}</span> {order.cancelReason}
          </p>
        ) : null}
        {order.moves.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <MoveButtons order={order} />
            {canCancel ? (
              <button
                type="button"
                onClick={() => onCancel(order)}
                aria-label={t('cancel.openLabel', { number: order.orderNumber })}
                className="inline-flex min-h-12 items-center justify-center rounded-2xl px-4 py-2 font-medium text-danger underline-offset-4 hover:bg-danger/10 hover:underline"
              >
                {t('cancel.open')}
              </button>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
});
