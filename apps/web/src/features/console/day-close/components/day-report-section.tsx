import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { QueryLadder } from '../../../../shared/staff/console-page';
import { Button } from '../../../../shared/ui/button';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { TextField } from '../../../../shared/ui/text-field';
import { useDayReport } from '../day-close-api';
import { CloseReportView } from './close-report-view';

/** A business day's report (its shifts, its figures): the day typed or picked, today's by default. */
export function DayReportSection({ today }: { today: string }) {
  const { t } = useTranslation('dayClose');
  const [typed, setTyped] = useState(today);
  const [day, setDay] = useState<string | null>(null);
  const report = useDayReport(day);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDay(typed);
  };
  return (
    <section aria-labelledby="day-report" className="flex flex-col gap-3">
      <h2 id="day-report" className="text-xl font-bold print:hidden">
        {t('day.heading')}
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="w-48">
          <TextField id="close-day" label={t('day.date')} type="date" value={typed} onChange={setTyped} />
        </div>
        <Button type="submit" variant="secondary">
          {t('day.show')}
        </Button>
      </form>
      {day === null ? null : (
        <QueryLadder query={report} skeleton={<Skeleton className="h-64" />}>
          {(data) => <CloseReportView report={data.report} />}
        </QueryLadder>
      )}
    </section>
  );
}
