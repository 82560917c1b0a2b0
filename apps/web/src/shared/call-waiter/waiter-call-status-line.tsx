import type { WaiterCall } from '@sufra/domain/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useWaiterCallStatus } from './use-waiter-call-status';

/**
 * "Waiter called", then "A waiter is on the way" once a waiter acknowledges the call just made. Loaded
 * (React.lazy, hence the default export) only after a call, with its stream and polls, and its two texts
 * live in the table's `orders` namespace, not in `waiter`, which every table's welcome screen downloads:
 * the welcome screen stays within its 100 KB budget (docs/decisions.md, issue 11 item 4).
 */
export default function WaiterCallStatusLine({ made }: { made: WaiterCall }) {
  const { t } = useTranslation('orders');
  const status = useWaiterCallStatus(made);
  if (status === 'resolved') return null;
  return (
    <p role="status" className="text-center text-sm text-muted">
      {t(status === 'open' ? 'waiterCall.called' : 'waiterCall.onTheWay')}
    </p>
  );
}
