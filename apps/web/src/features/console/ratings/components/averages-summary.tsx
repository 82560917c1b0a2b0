import { RATING_CATEGORIES, type RatingAverages } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { scoreText } from '../lib/scores';
import { Stars } from './stars';

/** A score in words ("4.5 out of 5") with its stars, or "not rated yet". */
export function Score({ value, size }: { value: number | null; size?: 'md' | 'lg' }) {
  const { t, i18n } = useTranslation('ratingsAdmin');
  if (value === null) return <span className="text-muted">{t('noScore')}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Stars value={value} size={size} />
      <span className="font-bold tabular-nums">
        {t('outOfFive', { value: scoreText(value, i18n.language) })}
      </span>
    </span>
  );
}

/** The overall average, large, then each category's: the figures over every rating of the restaurant. */
export function AveragesSummary({ averages, count }: { averages: RatingAverages; count: number }) {
  const { t } = useTranslation('ratingsAdmin');
  return (
    <section
      aria-labelledby="ratings-averages"
      className="flex flex-col gap-4 rounded-3xl bg-card p-4 shadow-sm md:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ratings-averages" className="text-xl font-bold">
          {t('summary.title')}
        </h2>
        <p className="text-muted">{t('summary.count', { count })}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex flex-col gap-1 rounded-2xl bg-primary-soft p-4 sm:col-span-2 lg:col-span-1 lg:row-span-2">
          <dt className="text-lg font-bold text-primary">{t('overall')}</dt>
          <dd className="text-2xl">
            <Score value={averages.overall} size="lg" />
          </dd>
        </div>
        {RATING_CATEGORIES.map((category) => (
          <div key={category} className="flex flex-col gap-1 rounded-2xl border border-line p-4">
            <dt className="text-base font-medium text-muted">{t(`categories.${category}`)}</dt>
            <dd className="text-lg">
              <Score value={averages[category]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
