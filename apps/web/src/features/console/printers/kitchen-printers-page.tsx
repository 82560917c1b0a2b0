import { MAX_PRINTERS, type Printer } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { mayCall } from '../../../shared/staff/console-screens';
import { PrinterAlert } from '../../../shared/staff/printer-alert';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { usePrinters } from '../../../shared/staff/use-printers';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toaster';
import { useErrorText } from '../../../shared/use-error-text';
import { type PrinterAction, PrinterCard, type TestState } from './components/printer-card';
import { PrinterDialog } from './components/printer-dialog';
import { RemovePrinterDialog } from './components/remove-printer-dialog';
import { usePrintTest, useStations } from './printers-api';

type Open = { action: 'add' } | { action: 'edit' | 'remove'; printer: Printer };

/**
 * /dashboard/kitchen/printers (issue 29 item 3): the kitchen's ticket printers with what each last
 * answered, live. Owners and managers add, edit and remove them and print a test page (it says queued,
 * then printed or failed, as the server's list says); the kitchen reads them.
 */
export default function KitchenPrintersPage() {
  const { t } = useTranslation('printers');
  const localized = useLocalized();
  const errorText = useErrorText();
  const staff = useSignedInStaff();
  const canManage = mayCall(staff.role, routes.createPrinter);
  const printers = usePrinters();
  const stations = useStations();
  const printTest = usePrintTest();
  const [open, setOpen] = useState<Open | null>(null);
  /**
   * The test page asked for on this screen, per printer. How it went is the server's word (the printer's
   * lastTest, read again at every printer.job_done and at every stream reconnection), so an answer that
   * came before the request's own response, or while the stream was down, is never missed.
   */
  const [asked, setAsked] = useState<Record<number, number>>({});
  const testState = (printer: Printer): TestState | undefined => {
    const jobId = asked[printer.id];
    if (jobId === undefined) return undefined;
    const last = printer.lastTest;
    if (last?.jobId !== jobId || last.status === 'queued' || last.status === 'sending') return 'queued';
    return last.status;
  };
  const act = (printer: Printer, action: PrinterAction) => {
    if (action !== 'test') return setOpen({ action, printer });
    printTest.mutate(printer.id, {
      onSuccess: (job) => setAsked((now) => ({ ...now, [printer.id]: job.id })),
      onError: (err) => toast.error(errorText(err)),
    });
  };
  const stationName = (id: number | null) => {
    const station = id === null ? undefined : stations.data?.find((s) => s.id === id);
    return station ? localized(station.name, station.nameAr) : null;
  };
  const close = () => setOpen(null);
  return (
    <ConsolePage title={t('page.title')} intro={canManage ? t('page.intro') : t('page.readOnly')} gap={6}>
      <PrinterAlert />
      <QueryLadder
        query={printers}
        skeleton={
          <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        }
      >
        {(list) => (
          <section aria-labelledby="printers-heading" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="printers-heading" className="min-w-0 flex-1 text-xl font-bold">
                {t('list.heading')}
              </h2>
              {canManage ? (
                <Button onClick={() => setOpen({ action: 'add' })} disabled={list.length >= MAX_PRINTERS}>
                  {t('list.add')}
                </Button>
              ) : null}
            </div>
            {canManage && list.length >= MAX_PRINTERS ? <p>{t('list.full', { max: MAX_PRINTERS })}</p> : null}
            {list.length === 0 ? (
              <EmptyState title={t('list.empty')} />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {list.map((printer) => (
                  <PrinterCard
                    key={printer.id}
                    printer={printer}
                    stationName={printer.stationId === null ? null : (stationName(printer.stationId) ?? '…')}
                    canManage={canManage}
                    test={testState(printer)}
                    onAction={(action) => act(printer, action)}
                  />
                ))}
              </ul>
            )}
          </section>
        )}
      </QueryLadder>
      {open?.action === 'add' ? <PrinterDialog stations={stations.data ?? []} onClose={close} /> : null}
      {open?.action === 'edit' ? (
        <PrinterDialog printer={open.printer} stations={stations.data ?? []} onClose={close} />
      ) : null}
      {open?.action === 'remove' ? <RemovePrinterDialog printer={open.printer} onClose={close} /> : null}
    </ConsolePage>
  );
}
