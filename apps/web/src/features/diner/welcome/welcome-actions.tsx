import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { CallWaiterButton } from '../../../shared/call-waiter/call-waiter-button';
import { useIsStandalone } from '../../../shared/pwa/display-mode';
import { useStore } from '../../../shared/store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { QrIcon } from '../../../shared/ui/icons';
import { Money } from '../../../shared/ui/money';
import { toast } from '../../../shared/ui/toaster';
import type { useTableStatus } from './use-table-status';

// Only a takeaway welcome lists open orders, and the list waits for its orders' requests anyway: its code
// (with TanStack's useQueries) loads then, so a table's first screen stays within its 100 KB budget
// (docs/performance.md, "Issues 8 and 9").
const TakeawayOpenOrders = lazy(() =>
  import('./takeaway-open-orders').then((m) => ({ default: m.TakeawayOpenOrders })),
);

export function WelcomeActions({ status }: { status: ReturnType<typeof useTableStatus> }) {
  const { t } = useTranslation('welcome');
  const [, navigate] = useLocation();
  const isTable = useStore((s) => s.session.orderType === 'table');
  const standalone = useIsStandalone();
  const firstPending = status.splitPending[0];

  // Spec: /invoice-details/{id} for the first active order; our rule: several active orders go to
  // /table-orders so the diner picks, and a known active order without ids goes to /invoice-details.
  const payTableBill = async () => {
    const fresh = await status.refetchOrders();
    const orders = fresh.isSuccess ? status.activeOrdersFrom(fresh.data) : status.activeOrders;
    if (fresh.isSuccess && orders.length === 0) {
      toast.error(t('toast.noOrder'));
      return;
    }
    if (orders.length === 1 && orders[0]) navigate(`/invoice-details/${orders[0].id}`);
    else if (orders.length > 1) navigate('/table-orders');
    else navigate('/invoice-details');
  };

  return (
    <div className="flex flex-col gap-3">
      {firstPending ? (
        <ButtonLink to={`/pending-payment-details/${firstPending.id}`} variant="accent" block>
          {t('actions.payNow')} · <Money amount={status.remainingSplit} />
        </ButtonLink>
      ) : null}
      {isTable && status.hasActiveOrder ? (
        <Button block onClick={() => void payTableBill()}>
          {t('actions.payTableBill')}
        </Button>
      ) : null}
      {isTable ? null : (
        <Suspense fallback={null}>
          <TakeawayOpenOrders />
        </Suspense>
      )}
      <ButtonLink
        to="/restaurant-menu"
        variant={isTable && status.hasActiveOrder ? 'secondary' : 'primary'}
        block
      >
        {t('actions.browseMenu')}
      </ButtonLink>
      {isTable && !firstPending ? (
        <ButtonLink to="/table-orders" variant="secondary" block>
          {t('actions.tableOrders')}
        </ButtonLink>
      ) : null}
      <CallWaiterButton variant="ghost" />
      {/* Spec: only in the installed app. In a browser the phone's camera opens a table's link; the app has no address bar. */}
      {standalone ? (
        <ButtonLink to="/qr-code" variant="ghost" block>
          <QrIcon /> {t('actions.scanQr')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
