import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicApi } from '../public-api';
import { useStore } from '../store';
import { Button, type ButtonVariant } from '../ui/button';
import { toast } from '../ui/toaster';
import { type WaiterCallMessage, waiterCallMessage } from './waiter-call-message';

class OfflineError extends Error {}

/**
 * "Call waiter" for a dine-in session (takeaway has no table to come to). Texts live in the `waiter`
 * namespace, shared by the welcome and table-orders screens.
 */
export function CallWaiterButton({ variant = 'ghost' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation('waiter');
  const { restaurantId, tableNumber, tableHash, orderType } = useStore((s) => s.session);
  const say = (m: WaiterCallMessage) => t(m.key, m.key === 'tooSoon' ? { seconds: m.seconds } : {});
  const call = useMutation({
    mutationFn: () => {
      // The browser knows it is offline before any request could time out.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
      return publicApi.callWaiter(restaurantId!, tableNumber!, tableHash!);
    },
    onSuccess: () => toast.success(say({ key: 'called' })),
    onError: (error) =>
      toast.error(say(error instanceof OfflineError ? { key: 'offline' } : waiterCallMessage(error))),
  });
  if (orderType !== 'table' || restaurantId === null || tableNumber === null || !tableHash) return null;
  return (
    <Button variant={variant} block onClick={() => call.mutate()} disabled={call.isPending}>
      <span aria-hidden="true">🛎️</span> {call.isPending ? t('calling') : t('button')}
    </Button>
  );
}
