import { zonedToday } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { AdjustmentsFigure } from './components/adjustments-figure';
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

  return (
    <ConsolePage
      title={t('title')}
      intro={t('intro', { zone: zoneName })}
      gap={6}
      actions={
        <Button variant="secondary" disabled={summary.isFetching} onClick={() => void summary.refetch()}>
          {t('refresh')}
        </Button>
      }
    >
      <PeriodPicker range={range} today={today} onChange={setRange} />
      <p aria-live="polite" className="text-lg font-medium">
        {t('period.showing', { range: periodText(shown, i18n.language) })}
        {summary.isFetching && data ? <span className="ms-2 text-base text-muted">…</span> : null}
      </p>
      <QueryLadder
        query={summary}
        skeleton={
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        }
        isEmpty={(report) => report.totals.invoices === 0 && report.totals.creditNotes === 0}
        empty={
          <EmptyState
            title={t('empty.title')}
            description={t('empty.description', { range: periodText(shown, i18n.language) })}
          />
        }
      >
        {(report) => (
          <>
            <FigureCards totals={report.totals} />
            <div className="grid gap-4 lg:grid-cols-2">
              <div className="lg:col-span-2">
                <HoursFigure byHour={report.byHour} />
              </div>
              <MethodsFigure byMethod={report.byMethod} />
              <OrderTypesFigure byOrderType={report.byOrderType} />
            </div>
            <TopItems items={report.topItems} />
            {report.adjustments ? <AdjustmentsFigure adjustments={report.adjustments} /> : null}
          </>
        )}
      </QueryLadder>
      <ExportsSection range={range} zone={zoneName} />
    </ConsolePage>
  );
}
