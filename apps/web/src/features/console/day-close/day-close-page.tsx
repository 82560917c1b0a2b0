import { formatMoney, halalas, zonedToday } from '@sufra/domain';
import type { ClosedShift } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { CloseReportView } from './components/close-report-view';
import { CloseShiftForm } from './components/close-shift-form';
import { DayReportSection } from './components/day-report-section';
import { OpenShiftForm } from './components/open-shift-form';
import { OpenTables } from './components/open-tables';
import { useCurrentShift } from './day-close-api';
import { clockOf } from './lib/close-words';
import './day-close-print.css';

/** Restaurants count their days in Riyadh unless they say otherwise (a report names its zone). */
const DEFAULT_ZONE = 'Asia/Riyadh';

/**
 * /dashboard/close (owners and managers, by the route table): the end-of-day close (issue 29 item 6;
 * docs/decisions.md, "End-of-day close"). No shift open: open one with the float. A shift open: its running
 * figures (live), the tables to settle first, and the close with the counted cash. Closed: the shift's report
 * to print or download, and where it was mailed. Any business day's report below.
 */
export default function DayClosePage() {
  const { t, i18n } = useTranslation('dayClose');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const current = useCurrentShift();
  const [closed, setClosed] = useState<ClosedShift | null>(null);
  const zone = current.data?.report?.timeZone ?? closed?.report.timeZone ?? DEFAULT_ZONE;

  return (
    <ConsolePage title={t('title')} intro={t('intro')} gap={6}>
      {closed ? (
        <section aria-labelledby="shift-closed" className="flex flex-col gap-3">
          <h2 id="shift-closed" className="text-xl font-bold print:hidden">
            {t('after.heading')}
          </h2>
          <CloseReportView report={closed.report}>
            <p role="status" className="font-medium print:hidden">
              {closed.mailedTo.length > 0
                ? t('report.mailed', { emails: closed.mailedTo.join(', ') })
                : t('report.notMailed')}
              {closed.printed ? ` ${t('report.printed')}` : ''}
            </p>
          </CloseReportView>
          <div className="print:hidden">
            <Button variant="secondary" onClick={() => setClosed(null)}>
              {t('after.next')}
            </Button>
          </div>
        </section>
      ) : (
        <QueryLadder query={current} skeleton={<Skeleton className="h-64" />}>
          {({ report, openTables }) => {
            const shift = report?.shifts[0];
            if (!report || !shift) return <OpenShiftForm />;
            return (
              <div className="flex flex-col gap-5">
                <section aria-labelledby="running-shift" className="flex flex-col gap-1 print:hidden">
                  <h2 id="running-shift" className="text-xl font-bold">
                    {t('running.heading', { time: clockOf(shift.openedAt, report.timeZone) })}
                  </h2>
                  <p>
                    {t('running.openedBy', {
                      name: shift.openedBy ?? '—',
                      amount: formatMoney(halalas(shift.floatHalalas), lang),
                    })}
                  </p>
                  <p className="text-muted">{t('running.live')}</p>
                </section>
                <OpenTables tables={openTables} />
                <CloseShiftForm shift={shift} tablesOpen={openTables.length > 0} onClosed={setClosed} />
                <CloseReportView report={report} />
              </div>
            );
          }}
        </QueryLadder>
      )}
      <DayReportSection today={zonedToday(new Date(), zone)} />
    </ConsolePage>
  );
}
