import type { KitchenResponse } from '@sufra/domain/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';

type AllDay = KitchenResponse['data']['allDay'];

/**
 * "All day": how many of each dish are still to make across the open tickets, and within a dish how many
 * of each exact choice of options (3 large with cheese and 2 as they come, not "5 burgers").
 */
export function AllDayPanel({ allDay }: { allDay: AllDay }) {
  const { t } = useTranslation('kitchen');
  const localized = useLocalized();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-2xl bg-card p-3 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        {t('allDay.title')}
      </h2>
      {allDay.length === 0 ? (
        <p className="text-lg text-muted">{t('allDay.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {allDay.map((dish) => {
            const showVariants =
              dish.variants.length > 1 || dish.variants.some((variant) => variant.options.length > 0);
            return (
              <li key={dish.itemId ?? `name:${dish.name}`} className="flex flex-col gap-1 py-2">
                <p className="flex items-baseline gap-2 text-xl font-bold">
                  <span className="min-w-10 tabular-nums text-primary">
                    {t('line.quantity', { n: dish.quantity })}
                  </span>
                  <span className="min-w-0 break-words">{localized(dish.name, dish.nameAr)}</span>
                </p>
                {showVariants ? (
                  <ul className="flex flex-col gap-0.5 ps-12 text-base">
                    {dish.variants.map((variant) => (
                      <li
                        key={variant.options.map((o) => `${o.optionId}x${o.quantity}`).join(',') || 'plain'}
                        className="flex gap-2"
                      >
                        <span className="tabular-nums font-bold">
                          {t('line.quantity', { n: variant.quantity })}
                        </span>
                        <span className="min-w-0">
                          {variant.options.length === 0
                            ? t('allDay.plain')
                            : variant.options
                                .map(
                                  (o) =>
                                    localized(o.name, o.nameAr) +
                                    (o.quantity > 1 ? ` ${t('line.optionTimes', { n: o.quantity })}` : ''),
                                )
                                .join(t('allDay.separator'))}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
