import { formatMoney, halalas, tipAmount } from '@sufra/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { useStore } from '../../../shared/store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Money } from '../../../shared/ui/money';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';
import { useLargeTipGuard } from './large-tip-guard';
import { tipInput } from './pay-request';
import { PaySummary } from './pay-summary';
import { PaymentEmpty } from './payment-empty';
import { PaymentFailureAlert } from './payment-failure-alert';
import { TipSelector } from './tip-selector';
import { usePay } from './use-pay';
import { isOpenPendingPayment, usePendingPayment } from './use-pending-payment';

/**
 * Pay before order (spec section 1): the cart the server holds as a pending payment, paid whole with a
 * tip on top. No split: there is no order (and no bill to share) yet. Once the payment is captured the
 * server creates the order; /order-creation-waiting follows it.
 */
export function PayFirstPayment({ pendingPaymentId }: { pendingPaymentId: string }) {
  const { t, i18n } = useTranslation('payment');
  const errorText = useErrorText();
  const query = usePendingPayment(pendingPaymentId);
  const tipChoice = useStore((s) => s.order.tipChoice);
  const setTipChoice = useStore((s) => s.setTipChoice);
  const itemCount = useStore((s) => s.cart.totalItems);
  const { pay, isPaying, error } = usePay({ pendingPaymentId });
  const pending = query.data;
  // The whole cart while nothing is paid or held; what is still available otherwise (the server decides).
  const untouched = !pending || (pending.paidAmount === 0 && pending.availableAmount === pending.totalAmount);
  const amount = halalas(!pending ? 0 : untouched ? pending.totalAmount : pending.availableAmount);
  const tip = tipAmount(tipChoice, amount);
  const total = halalas(amount + tip);
  const largeTip = useLargeTipGuard({ share: amount, tip, total });

  if (!query.enabled || (query.error instanceof ApiError && query.error.code === 'PENDING_PAYMENT_NOT_FOUND'))
    return <PaymentEmpty title={t('errors:PENDING_PAYMENT_NOT_FOUND')} />;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (!pending) return <Skeleton className="my-4 h-96 w-full" />;
  if (pending.isFullyPaid || ['creating', 'created', 'failed'].includes(pending.orderCreation.status))
    return (
      <EmptyState
        page
        headingLevel={1}
        title={t('payFirst.paid')}
        description={t('payFirst.paidDescription')}
      >
        <ButtonLink to="/order-creation-waiting" block>
          {t('payFirst.follow')}
        </ButtonLink>
      </EmptyState>
    );
  if (!isOpenPendingPayment(pending))
    return (
      <EmptyState
        page
        headingLevel={1}
        title={t('payFirst.expired')}
        description={t('payFirst.expiredDescription')}
      >
        <ButtonLink to="/cart" block>
          {t('payFirst.backToCart')}
        </ButtonLink>
      </EmptyState>
    );

  const hash = query.hash ?? '';
  const choose = () =>
    largeTip.guard(() => pay({ hash, mode: untouched ? 'full' : 'remaining', tip: tipInput(tipChoice) }));
  return (
    <div className="flex flex-col gap-5 py-4">
      <h1 className="text-2xl font-bold">{t('payFirst.title')}</h1>
      <PaymentFailureAlert />
      <p className="rounded-xl bg-accent-soft p-3">{t('payFirst.explain')}</p>
      <div className="flex items-center justify-between gap-2 rounded-2xl bg-card p-4 shadow-sm">
        <span className="flex flex-col">
          <span className="font-medium">{t('payFirst.orderTotal')}</span>
          {itemCount > 0 ? (
            <span className="text-sm text-muted">{t('payFirst.items', { count: itemCount })}</span>
          ) : null}
        </span>
        <span data-testid="pay-first-total">
          <Money amount={halalas(pending.totalAmount)} className="text-xl font-bold" />
        </span>
      </div>
      <TipSelector base={amount} choice={tipChoice} onChange={setTipChoice} />
      <PaySummary amount={amount} tip={tip} total={total} />
      {error ? (
        <p role="alert" className="font-medium text-danger">
          {errorText(error)}
        </p>
      ) : null}
      {amount > 0 ? (
        <Button block disabled={isPaying} onClick={choose}>
          {isPaying
            ? t('pay.redirecting')
            : t('pay.button', { amount: formatMoney(total, i18n.language === 'en' ? 'en' : 'ar') })}
        </Button>
      ) : (
        <div className="flex flex-col gap-2" role="status">
          <p className="font-medium">{t('errors:NO_REMAINING_PAYMENTS')}</p>
          <p className="text-sm text-muted">{t('payFirst.inProgress')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('callback.checkAgain')}
          </Button>
        </div>
      )}
      <p className="text-sm text-muted">{t('method.gatewayNote')}</p>
      {largeTip.dialog}
    </div>
  );
}
