import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { useErrorText } from '../../../shared/use-error-text';
import { paymentKeys } from './payment-api';
import type { PaymentFailureState } from './payment-method-page';
import { useVerifiedPayment, VERIFY_MAX_ATTEMPTS } from './use-verified-payment';

/**
 * /payment-callback?payment={ours}&id=&status=&message= — where the gateway sends the diner back. Only
 * `payment` matters: the server verifies it with the gateway; `status`/`message` are never trusted.
 * Paid -> /payment-success, or, for a cart paid before its order exists, /order-creation-waiting;
 * failed -> back to /payment-method with the reason (a retry there starts a new attempt with a new
 * idempotency key).
 */
export default function PaymentCallbackPage() {
  const { t } = useTranslation('payment');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const finishPayment = useStore((s) => s.finishPayment);
  const paymentId = params.get('payment');
  const verified = useVerifiedPayment(paymentId);
  const payment = verified.data;

  useEffect(() => {
    if (!payment) return;
    // A pay-before-order cart: its payment named no order when it was made (or it is the cart this phone holds).
    const pendingId = payment.pendingPaymentId ?? null;
    const payFirstId = useStore.getState().order.payFirstPendingPaymentId;
    const isPayFirst = !!pendingId && (pendingId === payFirstId || payment.orderId === null);
    const order = payment.orderId && !isPayFirst ? `?order=${encodeURIComponent(payment.orderId)}` : '';
    if (payment.orderId) void queryClient.invalidateQueries({ queryKey: queryKeys.order(payment.orderId) });
    if (pendingId) void queryClient.invalidateQueries({ queryKey: queryKeys.pendingPayment(pendingId) });
    if (isPayFirst && pendingId !== payFirstId) useStore.getState().startPayFirst(pendingId, null);
    if (payment.status === 'completed' || payment.status === 'authorized') {
      finishPayment();
      if (isPayFirst) navigate('/order-creation-waiting', { replace: true });
      else navigate(`/payment-success?payment=${encodeURIComponent(payment.id)}`, { replace: true });
    } else if (payment.status !== 'pending') {
      const state: PaymentFailureState =
        payment.status === 'failed'
          ? { failureReason: payment.failureReason ?? null, errorCode: 'PAYMENT_DECLINED' }
          : { errorCode: 'PAYMENT_NOT_FOUND' }; // voided/abandoned: the attempt expired
      navigate(`/payment-method${order}`, { replace: true, state });
    }
  }, [payment, navigate, queryClient, finishPayment]);

  const notFound =
    !paymentId || (verified.error instanceof ApiError && verified.error.code === 'PAYMENT_NOT_FOUND');
  if (notFound || verified.isError)
    return (
      <div className="flex flex-1 flex-col justify-center gap-4 py-6 text-center" role="alert">
        <h1 className="text-xl font-bold">
          {notFound ? t('errors:PAYMENT_NOT_FOUND') : errorText(verified.error)}
        </h1>
        {!notFound ? (
          <Button onClick={() => void verified.refetch()}>{t('common:actions.retry')}</Button>
        ) : null}
        <ButtonLink to="/payment-method" variant={notFound ? 'primary' : 'secondary'} block>
          {t('callback.back')}
        </ButtonLink>
      </div>
    );
  const attempts = queryClient.getQueryState(paymentKeys.payment(paymentId))?.dataUpdateCount ?? 0;
  const stillPending = payment?.status === 'pending' && attempts >= VERIFY_MAX_ATTEMPTS;
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 py-6 text-center" role="status">
      {stillPending ? (
        <>
          <h1 className="text-xl font-bold">{t('callback.pending')}</h1>
          <Button onClick={() => void verified.refetch()}>{t('callback.checkAgain')}</Button>
        </>
      ) : (
        <>
          <div className="size-16 animate-spin rounded-full border-4 border-primary-soft border-t-primary motion-reduce:animate-none" />
          <h1 className="text-xl font-bold">{t('callback.checking')}</h1>
        </>
      )}
    </div>
  );
}
