import type { WaiterCall } from '@sufra/domain/contracts';
import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { publicApi } from '../public-api';
import { useStore } from '../store';
import { Button, type ButtonVariant } from '../ui/button';
import { BellIcon } from '../ui/icons';
import { toast } from '../ui/toaster';
import { type WaiterCallMessage, waiterCallMessage } from './waiter-call-message';

// Following a call (its status line, the table stream, the polls) loads once there is a call to follow:
// the welcome screen's first chunk stays within its 100 KB budget.
const StatusLine = lazy(() => import('./waiter-call-status-line'));

class OfflineError extends Error {}

/**
 * "Call waiter" for a dine-in session (takeaway has no table to come to). Its messages live in the `waiter`
 * namespace, shared by the welcome and table-orders screens. After a call, a line under the button says
 * "Waiter called", then "A waiter is on the way" once a waiter acknowledges it (waiter-call-status-line).
 */
export function CallWaiterButton({ variant = 'ghost' }: { variant?: ButtonVariant }) {
  // The label is in `common` (the entry's own texts); the call's messages (the `waiter` namespace) come
  // with the call, so the welcome screen's first paint waits for no second texts file.
  const { t, i18n } = useTranslation();
  const { restaurantId, tableNumber, tableHash, orderType } = useStore((s) => s.session);
  const say = async (m: WaiterCallMessage) => {
    await loadNamespaces('waiter').catch(() => undefined);
    return i18n.getFixedT(null, 'waiter')(m.key, m.key === 'tooSoon' ? { seconds: m.seconds } : {});
  };
  // A plain handler, not TanStack's useMutation: the welcome screen needs nothing else of it, and its
  // chunk would be one more request on the first screen (docs/performance.md).
  const [isCalling, setCalling] = useState(false);
  const [made, setMade] = useState<WaiterCall>();
  const call = async () => {
    setCalling(true);
    try {
      // The browser knows it is offline before any request could time out.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
      setMade(await publicApi.callWaiter(restaurantId!, tableNumber!, tableHash!));
      toast.success(await say({ key: 'called' }));
    } catch (error) {
      toast.error(await say(error instanceof OfflineError ? { key: 'offline' } : waiterCallMessage(error)));
    } finally {
      setCalling(false);
    }
  };
  if (orderType !== 'table' || restaurantId === null || tableNumber === null || !tableHash) return null;
  return (
    <>
      <Button variant={variant} block onClick={() => void call()} disabled={isCalling}>
        <BellIcon width={20} height={20} /> {isCalling ? t('actions.callingWaiter') : t('actions.callWaiter')}
      </Button>
      {made ? (
        <Suspense>
          <StatusLine key={made.id} made={made} />
        </Suspense>
      ) : null}
    </>
  );
}
