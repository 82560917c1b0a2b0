import type { Printer, PrinterStatus } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';

export type PrinterAction = 'edit' | 'remove' | 'test';
export type TestState = 'queued' | 'printed' | 'failed';

const BADGES: Record<PrinterStatus, string> = {
  online: 'bg-success text-white',
  offline: 'bg-danger text-white',
  paper_out: 'bg-accent text-ink',
  unknown: 'bg-line text-ink',
};

/** One printer: its state in words and colour, where it is, what it prints, and its buttons. */
export function PrinterCard({
  printer,
  stationName,
  canManage,
  test,
  onAction,
}: {
  printer: Printer;
  /** Its station's name in the reader's language; null: the whole kitchen. */
  stationName: string | null;
  canManage: boolean;
  test: TestState | undefined;
  onAction: (action: PrinterAction) => void;
}) {
  const { t } = useTranslation('printers');
  const headingId = `printer-${printer.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-card p-4"
      >
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 text-xl font-bold">
            {printer.name}
          </h3>
          <span className={`rounded-full px-3 py-1 text-base font-bold ${BADGES[printer.status]}`}>
            {t(`status.${printer.status}`)}
          </span>
        </div>
        <ul className="flex flex-col gap-1 text-base">
          <li>{t('card.address', { address: `${printer.host}:${printer.port}` })}</li>
          <li>{stationName ? t('card.station', { station: stationName }) : t('card.wholeKitchen')}</li>
          <li>{t('card.paper', { width: printer.paperWidth })}</li>
          {printer.isReceipt ? <li className="font-bold">{t('card.receipt')}</li> : null}
          {printer.waitingJobs > 0 ? (
            <li className="font-bold">{t('card.waiting', { count: printer.waitingJobs })}</li>
          ) : null}
          {printer.lastError && printer.status !== 'online' ? (
            <li className="text-danger">{t('card.lastError', { error: printer.lastError })}</li>
          ) : null}
        </ul>
        {test ? (
          <p role="status" className={test === 'failed' ? 'font-bold text-danger' : 'font-bold'}>
            {t(`test.${test}`)}
          </p>
        ) : null}
        {canManage ? (
          <div className="mt-auto flex flex-wrap gap-2">
            <Button
              onClick={() => onAction('test')}
              aria-label={t('actions.testLabel', { name: printer.name })}
            >
              {t('actions.test')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => onAction('edit')}
              aria-label={t('actions.editLabel', { name: printer.name })}
            >
              {t('actions.edit')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => onAction('remove')}
              aria-label={t('actions.removeLabel', { name: printer.name })}
            >
              {t('actions.remove')}
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
