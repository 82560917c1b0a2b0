import type { PaymentChoice } from '@sufra/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useOneTap } from '../../../shared/use-one-tap';
import { gatewayUrl, navigation } from './go-to-gateway';
import { newIdempotencyKey } from './idempotency-key';
import type { PayTarget } from './pay-request';
import { paymentApi } from './payment-api';

/**
 * POST the payment, then leave for the gateway. One idempotency key per attempt: a double tap sends
 * ONE request, and repeating the same choice after a lost answer (network, timeout) reuses the key, so
 * the server answers with the same payment instead of charging twice (docs/payments.md). Another
 * choice (or another target), or a new visit after a failed payment, gets a new key.
 */
export function usePay(target: PayTarget | null) {
  const { i18n } = useTranslation();
  const [, navigate] = useLocation();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const tap = useOneTap();
  const mutation = useMutation({
    mutationFn: ({ to, body }: { to: PayTarget; body: Parameters<typeof paymentApi.payOrder>[1] }) =>
      'pendingPaymentId' in to
        ? paymentApi.payPendingPayment(to.pendingPaymentId, body)
        : 'tableNumber' in to
          ? paymentApi.payTableBill(to.restaurantId, to.tableNumber, body)
          : paymentApi.payOrder(to.orderId, body),
    onSuccess: (payment) => {
      // Still "in flight" on success: the page is being left, a late tap must not start another.
      if (payment.status === 'pending' && payment.transactionUrl)
        navigation.assign(gatewayUrl(payment.transactionUrl, i18n.language));
      else navigate(`/payment-callback?payment=${encodeURIComponent(payment.id)}`, { replace: true });
    },
    onError: () => {
      tap.release();
    },
  });
  const pay = (choice: PaymentChoice) => {
    if (!target || !tap.take()) return;
    const fingerprint = JSON.stringify([target, choice]);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    mutation.mutate({
      to: target,
      body: { ...choice, paymentMethod: 'hosted_page', idempotencyKey: attempt.current.key },
    });
  };
  return { pay, isPaying: mutation.isPending || mutation.isSuccess, error: mutation.error };
}
