import { takeawayStageOf } from '@sufra/domain';
import type { TakeawayOrder } from '@sufra/domain/contracts';
import { memo, useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { minutesSince } from '../../../../shared/staff/use-server-clock';
import { Button } from '../../../../shared/ui/button';
import type { ForwardStage } from '../lib/next-stage';
import { BillBadge } from './bill-badge';
import { OrderLines } from './order-lines';
import { PickupSmsNote } from './pickup-sms-note';

/**
 * One takeaway order in its lane: the number the counter calls out, how long it has waited, what to hand
 * over, whether it is paid, what the customer was told, and the one move to make next.
 */
export const TakeawayCard = memo(function TakeawayCard({
  order,
  now,
  smsDelivers,
  next,
  isMoving,
  onMove,
}: {
  order: TakeawayOrder;
  /** A provider texts customers (false: the pickup SMS is only kept, and the counter calls instead). */
  smsDelivers: boolean;
  /** The server's clock (one for the page, so 50 cards do not run 50 timers). */
  now: number;
  next: ForwardStage | null;
  isMoving: boolean;
  onMove: (order: TakeawayOrder, next: ForwardStage) => void;
}) {
  const { t } = useTranslation('pickup');
  const headingId = useId();
  const isReady = takeawayStageOf(order.status) === 'ready';
  const minutes = minutesSince(isReady && order.readyAt ? order.readyAt : order.createdAt, now);
  const action = next ? t(`move.${next}`) : null;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-2xl bg-card p-4 shadow-sm ${isReady ? 'border-2 border-success' : 'border border-line'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-2xl font-bold tabular-nums">
            {t('card.order', { number: order.orderNumber })}
          </h3>
          <p className="text-muted">
            {minutes === 0
              ? t('card.justNow')
              : t(isReady ? 'card.readyAgo' : 'card.placedAgo', { count: minutes })}
          </p>
        </div>
        <BillBadge bill={order.bill} />
      </header>
      {order.customerPhone ? (
        <p>
          <span className="sr-only">{t('card.phone')}: </span>
          <a href={`tel:${order.customerPhone}`} dir="ltr" className="font-medium text-primary underline">
            {order.customerPhone}
          </a>
        </p>
      ) : null}
      <OrderLines order={order} />
      {order.notes ? <p className="text-ink">{t('card.notes', { text: order.notes })}</p> : null}
      <PickupSmsNote state={order.pickupSms} phone={order.customerPhone} smsDelivers={smsDelivers} />
      {next && action ? (
        <div className="flex flex-col gap-1">
          <Button
            variant={next === 'picked_up' ? 'secondary' : 'primary'}
            block
            disabled={isMoving}
            aria-busy={isMoving || undefined}
            aria-label={t('move.label', { action, number: order.orderNumber })}
            onClick={() => onMove(order, next)}
          >
            {action}
          </Button>
          {next === 'ready' && order.customerPhone ? (
            <p className="text-center text-sm text-muted">
              {t(smsDelivers ? 'move.readyHint' : 'move.readyHintNoSms')}
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
});
