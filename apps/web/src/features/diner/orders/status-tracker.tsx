import { ORDER_PROGRESS, type OrderStatus } from '@sufra/domain';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * pending → confirmed → preparing → ready → completed (DESIGN.md: order status as a live tracker).
 * Cancelled is not a step: it replaces the tracker. paid_at_rest reads as completed.
 */
export function StatusTracker({ status, isTakeaway }: { status: OrderStatus; isTakeaway: boolean }) {
  const { t } = useTranslation('orders');
  if (status === 'cancelled')
    return (
      <p role="status" className="rounded-xl bg-danger/10 p-3 font-medium text-danger">
        {t('status.cancelledLong')}
      </p>
    );
  const reached = ORDER_PROGRESS.indexOf(status === 'paid_at_rest' ? 'completed' : status);
  return (
    <ol className="flex flex-col gap-2" aria-label={t('tracker.label')}>
      {ORDER_PROGRESS.map((step, index) => {
        const done = index <= reached;
        const label = step === 'ready' && isTakeaway ? t('status.readyForPickup') : t(`status.${step}`);
        return (
          <li
            key={step}
            aria-current={index === reached ? 'step' : undefined}
            data-done={done}
            className="flex items-center gap-3"
          >
            <span
              aria-hidden="true"
              className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-primary text-white' : 'bg-line text-muted'}`}
            >
              {done && index < reached ? '✓' : index + 1}
            </span>
            <span
              className={index === reached ? 'font-bold text-primary' : done ? 'font-medium' : 'text-muted'}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
