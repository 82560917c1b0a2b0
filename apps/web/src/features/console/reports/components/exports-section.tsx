import type { ReportExport } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import type { DayRange } from '../lib/presets';
import { downloadCsv } from '../reports-api';

const EXPORTS: {
  kind: ReportExport;
  label: 'exports.payments' | 'exports.invoices' | 'exports.creditNotes';
}[] = [
  { kind: 'invoices', label: 'exports.invoices' },
  { kind: 'credit-notes', label: 'exports.creditNotes' },
  { kind: 'payments', label: 'exports.payments' },
];

/** The three CSV files of the period, each downloaded with the signed-in person's token. */
export function ExportsSection({ range, zone }: { range: DayRange; zone: string }) {
  const { t, i18n } = useTranslation('reports');
  const errorText = useErrorText();
  const [busy, setBusy] = useState<ReportExport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (kind: ReportExport, what: string) => {
    setBusy(kind);
    setFailure(null);
    try {
      const file = await downloadCsv(kind, range, i18n.language);
      toast.success(t('exports.done', { file }));
    } catch (error) {
      setFailure(t('exports.failed', { what, reason: errorText(error) }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      aria-labelledby="report-exports"
      className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5"
    >
      <h2 id="report-exports" className="text-lg font-bold">
        {t('exports.title')}
      </h2>
      <p className="text-muted">{t('exports.intro', { zone })}</p>
      <div className="flex flex-wrap gap-3">
        {EXPORTS.map(({ kind, label }) => {
          const what = t(label);
          return (
            <Button
              key={kind}
              variant="secondary"
              disabled={busy !== null}
              aria-label={t('exports.download', { what })}
              onClick={() => void download(kind, what)}
            >
              {busy === kind ? t('exports.downloading') : what}
            </Button>
          );
        })}
      </div>
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
