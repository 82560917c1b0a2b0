import type { StaffCoupon } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';

const TONES: Record<StaffCoupon['state'], string> = {
  // Green text on white (4.9:1): a green tint under it would fall short of AA at this size.
  live: 'border border-success/40 bg-card text-success',
  paused: 'bg-accent-soft text-ink',
  scheduled: 'bg-primary-soft text-primary',
  expired: 'bg-line text-ink',
  used_up: 'bg-line text-ink',
};

/** How a coupon stands today, in a word (the colour only repeats it). */
export function StateBadge({ state }: { state: StaffCoupon['state'] }) {
  const { t } = useTranslation('coupons');
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${TONES[state]}`}
    >
      {t(`states.${state}`)}
    </span>
  );
}
