import type { CloseReport } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { downloadCloseCsv } from '../day-close-api';

/** Print (the report alone, by its print stylesheet) and the CSV of the same report. */
export function ReportActions({ report, onPrint }: { report: CloseReport; onPrint: () => void }) {
  const { t, i18n } = useTranslation('dayClose');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shiftId = report.shifts[0]?.id;
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const query =
        report.kind === 'shift' && shiftId !== undefined ? { shift: shiftId } : { date: report.day };
      const file = await downloadCloseCsv(query, i18n.language);
      toast.success(t('report.csvDone', { file }));
    } catch (error) {
      setFailure(t('report.csvFailed', { reason: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 print:hidden">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onPrint}>
          {t('report.print')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          {busy ? t('report.downloading') : t('report.csv')}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="font-medium text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
