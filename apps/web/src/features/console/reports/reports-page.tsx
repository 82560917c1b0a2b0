import { zonedToday } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { HoursFigure, MethodsFigure, OrderTypesFigure } from './components/breakdowns';
import { ExportsSection } from './components/exports-section';
import { FigureCards } from './components/figure-cards';
import { PeriodPicker } from './components/period-picker';
import { TopItems } from './components/top-items';
import { periodText } from './lib/period-text';
import { type DayRange, presetRange } from './lib/presets';
import { useReportSummary } from './reports-api';

/** Restaurants count their days in Riyadh unless they say otherwise (the answer names the zone). */
const DEFAULT_ZONE = 'Asia/Riyadh';

/**
 * /dashboard/reports (owners and managers, by the route table): what a period of the restaurant's days sold,
 * refunded and owes in VAT, from its tax documents (docs/decisions.md, "Reports"), as figures, charts with
 * their tables, the best sellers, and CSV files for Excel. Today's report refreshes every minute while open.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const [zone, setZone] = useState(DEFAULT_ZONE);
  const today = zonedToday(new Date(), zone);
  const [range, setRange] = useState<DayRange>(() =>
    presetRange('today', zonedToday(new Date(), DEFAULT_ZONE)),
  );
  const summary = useReportSummary(range);
  const data = summary.data;
  if (data && data.range.timeZone !== zone) setZone(data.range.timeZone);
  const zoneName = zone === DEFAULT_ZONE ? t('zoneRiyadh') : zone;
  const shown = data?.range ?? range;
  const nothing = data && data.totals.invoices === 0 && data.totals.creditNotes === 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5 md:px-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted">{t('intro', { zone: zoneName })}</p>
        </div>
        <Button variant="secondary" disabled={summary.isFetching} onClick={() => void summary.refetch()}>
          {t('refresh')}
        </Button>
      </div>
      <PeriodPicker range={range} today={today} onChange={setRange} />
      <p aria-live="polite" className="text-lg font-medium">
        {t('period.showing', { range: periodText(shown, i18n.language) })}
        {summary.isFetching && data ? <span className="ms-2 text-base text-muted">…</span> : null}
      </p>
      {summary.isError && !data ? (
        <LoadFailure error={summary.error} onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : nothing ? (
        <EmptyState
          title={t('empty.title')}
          description={t('empty.description', { range: periodText(shown, i18n.language) })}
        />
      ) : (
        <>
          <FigureCards totals={data.totals} />
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="lg:col-span-2">
              <HoursFigure byHour={data.byHour} />
            </div>
            <MethodsFigure byMethod={data.byMethod} />
            <OrderTypesFigure byOrderType={data.byOrderType} />
          </div>
          <TopItems items={data.topItems} />
        </>
      )}
      <ExportsSection range={range} zone={zoneName} />
    </div>
  );
}
