import { useTranslation } from '../../i18n/use-translation';
import { usePrinters } from './use-printers';

/**
 * A banner while a ticket printer is off or out of paper (issue 29 item 3): its tickets wait and print when
 * it is back, so the kitchen is told now, not when a cook misses a ticket. Shown on the kitchen display and
 * the printers page; nothing when every printer answers.
 */
export function PrinterAlert() {
  const { t } = useTranslation('printers');
  const printers = usePrinters();
  const down = (printers.data ?? []).filter((p) => p.status === 'offline' || p.status === 'paper_out');
  if (down.length === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-2xl bg-danger px-4 py-3 text-lg text-white">
      {down.map((p) => (
        <p key={p.id} className="font-bold">
          {t(p.status === 'offline' ? 'alert.offline' : 'alert.paperOut', {
            name: p.name,
            count: p.waitingJobs,
          })}
        </p>
      ))}
    </div>
  );
}
