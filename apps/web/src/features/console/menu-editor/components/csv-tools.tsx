import * as routes from '@sufra/domain/routes';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { downloadStaffFile } from '../../../../shared/staff/download-file';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useImportCsv } from '../menu-editor-api';

const isCsv = (file: File) =>
  /\.csv$/i.test(file.name) || file.type === 'text/csv' || file.type === 'application/vnd.ms-excel';

/**
 * The menu as a CSV file: Export downloads it with the staff's token; Import reads a chosen file after a
 * confirmation that says what it changes, and answers with what it added and updated, or the row and
 * column it could not read (nothing imported then). The help under the buttons explains the layout,
 * options included (issue 25 item 5), for an owner editing the file in Excel.
 */
export function CsvTools() {
  const { t, i18n } = useTranslation('menuEditor');
  const errorText = useErrorText();
  const inputId = useId();
  const importCsv = useImportCsv();
  const [exporting, setExporting] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState('');

  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      const file = await downloadStaffFile(routes.exportMenuCsv.path, {
        accept: 'text/csv',
        language: i18n.language,
        fallbackName: 'sufra-menu.csv',
      });
      toast.success(t('csv.exported', { file }));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setExporting(false);
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setResult('');
    setProblem(null);
    if (!file) return;
    if (!isCsv(file)) return setProblem(t('csv.wrongType'));
    importCsv.reset();
    setChosen(file);
  };
  const confirm = () => {
    if (!chosen) return;
    importCsv.mutate(
      { file: chosen, language: i18n.language },
      {
        onSuccess: (counts) => {
          setChosen(null);
          setResult(
            t('csv.done', {
              categories: counts.categoriesCreated,
              created: counts.itemsCreated,
              updated: counts.itemsUpdated,
            }),
          );
          document.getElementById(inputId)?.focus();
        },
      },
    );
  };
  const cancel = () => {
    setChosen(null);
    document.getElementById(inputId)?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void exportCsv()}
          disabled={exporting}
          aria-busy={exporting || undefined}
        >
          {exporting ? t('csv.exporting') : t('csv.export')}
        </Button>
        <label
          htmlFor={inputId}
          className="inline-flex min-h-12 cursor-pointer items-center justify-center rounded-2xl border-2 border-primary bg-card px-5 py-3 font-medium text-primary hover:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
        >
          {importCsv.isPending ? t('csv.importing') : t('csv.import')}
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            disabled={importCsv.isPending}
            className="sr-only"
          />
        </label>
      </div>
      <details className="text-base text-muted">
        <summary className="cursor-pointer font-medium text-primary">{t('csv.helpTitle')}</summary>
        <div className="flex flex-col gap-1 pt-2">
          <p>{t('csv.helpItems')}</p>
          <p>{t('csv.helpOptions')}</p>
          <p>{t('csv.helpSave')}</p>
        </div>
      </details>
      <p role="status" className="font-medium text-success">
        {result}
      </p>
      {problem ? (
        <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
          {problem}
        </p>
      ) : null}
      {chosen ? (
        <ConfirmDialog
          open
          title={t('csv.confirmTitle', { file: chosen.name })}
          confirmLabel={t('csv.confirm')}
          cancelLabel={t('csv.cancel')}
          isPending={importCsv.isPending}
          error={importCsv.isError ? errorText(importCsv.error) : null}
          onConfirm={confirm}
          onCancel={cancel}
        >
          <p>{t('csv.confirmBody')}</p>
          <p className="text-base text-muted">{t('csv.confirmColumns')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
