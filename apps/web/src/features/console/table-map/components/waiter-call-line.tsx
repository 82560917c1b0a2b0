import type { WaiterCall } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { minutesSince } from '../../../../shared/staff/use-server-clock';
import { BellGlyph } from './floor-icons';

/**
 * An unanswered call, loud: how long the guests have waited by the server's clock, what they asked, and
 * the button that tells their phone a waiter is on the way.
 */
export function WaiterCallLine({
  call,
  now,
  canAcknowledge,
  isAcknowledging,
  onAcknowledge,
}: {
  call: WaiterCall;
  now: number;
  canAcknowledge: boolean;
  isAcknowledging: boolean;
  onAcknowledge: (call: WaiterCall) => void;
}) {
  const { t } = useTranslation('floor');
  const minutes = minutesSince(call.createdAt, now);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-danger px-4 py-3 text-white">
      <BellGlyph size={26} />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold">
          {minutes === 0 ? t('call.justNow') : t('call.waiting', { count: minutes })}
        </p>
        {/* Quoted the language's way: «…» in Arabic, “…” in English. */}
        {call.reason ? <p className="break-words">{t('common:quoted', { text: call.reason })}</p> : null}
      </div>
      {canAcknowledge ? (
        <button
          type="button"
          onClick={() => onAcknowledge(call)}
          disabled={isAcknowledging}
          aria-label={t('call.acknowledgeLabel', { number: call.tableNumber })}
          className="inline-flex min-h-12 items-center justify-center rounded-2xl bg-white px-4 py-2 text-base font-bold text-danger hover:bg-white/90 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
        >
          {t('call.acknowledge')}
        </button>
      ) : null}
    </div>
  );
}
