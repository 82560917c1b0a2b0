import type { StaffRatings } from '@sufra/domain/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ChartCanvas } from '../../../../shared/staff/chart/chart-canvas';
import { AVERAGE_KEYS, type AverageKey, scoreText, weekLabel } from '../lib/scores';
import { trendChart } from '../lib/trend-chart';

/**
 * The last 12 weeks' averages: a line chart (a picture) and, always beside it, the table of the weeks
 * that had ratings, readable by screen readers and at arm's length.
 */
export function TrendFigure({ trend }: { trend: StaffRatings['trend'] }) {
  const { t, i18n } = useTranslation('ratingsAdmin');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const names = useMemo(
    () =>
      Object.fromEntries(
        AVERAGE_KEYS.map((key) => [key, key === 'overall' ? t('overall') : t(`categories.${key}`)]),
      ) as Record<AverageKey, string>,
    [t],
  );
  const labels = useMemo(() => trend.weeks.map((w) => weekLabel(w.weekStart, lang)), [trend, lang]);
  const config = useMemo(() => trendChart(trend.weeks, labels, names, lang), [trend, labels, names, lang]);
  const rated = trend.weeks.filter((w) => w.count > 0);
  const score = (value: number | null) => (value === null ? '—' : scoreText(value, lang));
  return (
    <figure
      aria-labelledby="ratings-trend"
      className="flex min-w-0 flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5"
    >
      <figcaption id="ratings-trend" className="text-xl font-bold">
        {t('trend.title')}
      </figcaption>
      {rated.length === 0 ? (
        <p className="text-muted">{t('trend.none')}</p>
      ) : (
        <>
          <ChartCanvas config={config} label="ratings-trend" height="tall" />
          {/* Wider than a phone: the table scrolls sideways, by keyboard too (focusable, named). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
          <section aria-labelledby="ratings-trend" tabIndex={0} className="overflow-x-auto rounded-xl">
            <table className="w-full border-collapse text-base">
              <caption className="sr-only">{t('trend.title')}</caption>
              <thead>
                <tr className="border-b border-line text-muted">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('trend.week')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {t('trend.ratings')}
                  </th>
                  {AVERAGE_KEYS.map((key) => (
                    <th key={key} scope="col" className="py-2 pe-3 text-end font-medium">
                      {names[key]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rated.map((week) => (
                  <tr key={week.weekStart} className="border-b border-line/60 last:border-0">
                    <th scope="row" className="py-2 pe-3 text-start font-medium whitespace-nowrap">
                      {weekLabel(week.weekStart, lang)}
                    </th>
                    <td className="py-2 pe-3 text-end tabular-nums">{week.count}</td>
                    {AVERAGE_KEYS.map((key) => (
                      <td
                        key={key}
                        className={`py-2 pe-3 text-end tabular-nums ${key === 'overall' ? 'font-bold' : ''}`}
                      >
                        {score(week.averages[key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {rated.length < trend.weeks.length ? <p className="text-muted">{t('trend.quietWeeks')}</p> : null}
        </>
      )}
    </figure>
  );
}
