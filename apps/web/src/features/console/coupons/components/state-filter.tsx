import type { StaffCoupon } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';

export type StateFilterValue = StaffCoupon['state'] | 'all';
const STATES: StaffCoupon['state'][] = ['live', 'paused', 'scheduled', 'expired', 'used_up'];

/** Which coupons to show, with how many there are of each state (a state with none is left out). */
export function StateFilter({
  coupons,
  value,
  onChange,
}: {
  coupons: StaffCoupon[];
  value: StateFilterValue;
  onChange: (value: StateFilterValue) => void;
}) {
  const { t } = useTranslation('coupons');
  const counts = new Map<StateFilterValue, number>([['all', coupons.length]]);
  for (const coupon of coupons) counts.set(coupon.state, (counts.get(coupon.state) ?? 0) + 1);
  const shown: StateFilterValue[] = ['all', ...STATES.filter((s) => counts.has(s) || s === value)];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('filter.label')}</legend>
      {shown.map((state) => {
        const count = counts.get(state) ?? 0;
        return (
          <button
            key={state}
            type="button"
            aria-pressed={value === state}
            onClick={() => onChange(state)}
            className="min-h-11 rounded-full border-2 border-primary px-4 text-base font-medium text-primary hover:bg-primary-soft aria-pressed:bg-primary aria-pressed:text-white"
          >
            {state === 'all'
              ? t('filter.all', { count })
              : t('filter.state', { state: t(`states.${state}`), count })}
          </button>
        );
      })}
    </fieldset>
  );
}
