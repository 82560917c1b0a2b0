import { useParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { POLL_INTERVAL_MS } from '../../../shared/public-api';
import { useOrderEvents } from '../../../shared/realtime/use-order-events';
import { useTableEvents } from '../../../shared/realtime/use-table-events';
import { useStore } from '../../../shared/store';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useVisibleInterval } from '../../../shared/use-visible-interval';
import { FullyPaid } from './fully-paid';
import { PaymentEmpty } from './payment-empty';
import { PendingPaymentActions } from './pending-payment-actions';
import { PendingPaymentSummary } from './pending-payment-summary';
import { isOpenPendingPayment, usePendingPayment } from './use-pending-payment';

/**
 * /pending-payment-details/:id — the table's split as every phone at the table sees it (who paid what,
 * what remains) and this diner's way to pay a share of it. Without an id: the split this phone holds.
 * Live: the table's events, and a poll every 15 s while the page is visible (spec section 7).
 */
export default function PendingPaymentDetailsPage() {
  // The error catalogue names the empty states ('No pending payment found', 'No remaining payments found.').
  const { t } = useTranslation(['payment', 'errors']);
  const { id: routeId } = useParams();
  const held = useStore((s) => s.order.splitPayment.pendingPaymentId);
  const isTakeaway = useStore((s) => s.session.orderType === 'takeaway');
  const id = routeId ?? held;
  const interval = useVisibleInterval(POLL_INTERVAL_MS, () => void query.refetch());
  const query = usePendingPayment(id, interval);
  const pending = query.data;
  useTableEvents();
  useOrderEvents(isTakeaway ? (pending?.orderId ?? null) : null);

  const notFound = query.error instanceof ApiError && query.error.code === 'PENDING_PAYMENT_NOT_FOUND';
  if (!id || !query.enabled || notFound)
    return <PaymentEmpty title={t('errors:PENDING_PAYMENT_NOT_FOUND')} />;
  if (query.isError && !pending)
    return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (!pending) return <Skeleton className="my-4 h-96 w-full" />;
  if (pending.kind === 'pay_before_order')
    return (
      <EmptyState page headingLevel={1} title={t('pending.payFirst')}>
        <ButtonLink to="/order-creation-waiting" block>
          {t('pending.followOrder')}
        </ButtonLink>
      </EmptyState>
    );
  if (pending.isFullyPaid && pending.orderId) return <FullyPaid orderId={pending.orderId} />;
  const bill = pending.orderId ? `/payment-method?order=${encodeURIComponent(pending.orderId)}` : '/welcome';
  return (
    <div className="flex flex-col gap-5 py-4">
      <h1 className="text-2xl font-bold">{t('pending.title')}</h1>
      <PendingPaymentSummary pending={pending} />
      {isOpenPendingPayment(pending) ? (
        <PendingPaymentActions pending={pending} />
      ) : (
        <EmptyState title={t('pending.closed')} description={t('pending.closedDescription')}>
          <ButtonLink to={bill} block>
            {t('pending.openBill')}
          </ButtonLink>
        </EmptyState>
      )}
    </div>
  );
}
