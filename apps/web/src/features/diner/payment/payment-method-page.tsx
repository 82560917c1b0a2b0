import { type FailureReason, formatMoney, halalas } from '@sufra/domain';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { paymentAmounts } from '../../../shared/bill-amounts';
import { useOrderProof } from '../../../shared/order-proof';
import { RefundNotice } from '../../../shared/refund-notice';
import { useStore } from '../../../shared/store';
import { Button } from '../../../shared/ui/button';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';
import { BillProgress } from './bill-progress';
import { FullyPaid } from './fully-paid';
import { useLargeTipGuard } from './large-tip-guard';
import { PayChoice } from './pay-choice';
import { PayFirstPayment } from './pay-first-payment';
import { paymentChoice, payTarget } from './pay-request';
import { PaySummary } from './pay-summary';
import { PaymentEmpty } from './payment-empty';
import { PaymentFailureAlert } from './payment-failure-alert';
import { TipSelector } from './tip-selector';
import { useBill } from './use-bill';
import { usePay } from './use-pay';
import { useQuote } from './use-quote';

/** What /payment-callback hands back after a failed attempt. */
export interface PaymentFailureState {
  failureReason?: FailureReason | null;
  errorCode?: string;
}

/**
 * /payment-method: the bill of an order, or, when the restaurant takes payment before the order and the
 * cart is waiting to be paid (and no `?order=` names a bill), that cart.
 */
export default function PaymentMethodPage() {
  const [params] = useSearchParams();
  const payFirstId = useStore((s) => s.order.payFirstPendingPaymentId);
  if (payFirstId && !params.get('order')) return <PayFirstPayment pendingPaymentId={payFirstId} />;
  return <BillPayment />;
}

/** Three taps to pay (DESIGN.md): the bill, how much (whole / remaining / split), tip, pay. */
function BillPayment() {
  const { t, i18n } = useTranslation('payment');
  const errorText = useErrorText();
  const { orderId, isResolving, order: orderQuery, progress, facts } = useBill();
  // This phone's choices (split, tip); the bill itself is the queries' (`facts`).
  const order = useStore((s) => s.order);
  // The order's proof: the table's hash, or the takeaway order's own secret.
  const hash = useOrderProof(orderId);
  const setTipChoice = useStore((s) => s.setTipChoice);
  // Ready once the order is read and is the one the store's choices belong to (setBillOrder), and the
  // progress is known (or failed): "whole" or "remaining" depends on it.
  const bill = orderId && order.orderId === orderId && !progress.isPending ? facts : null;
  const choice = bill && hash ? paymentChoice(order, bill, hash) : null;
  const target = bill && orderId ? payTarget(order, orderId) : null;
  const { quote, error: quoteError } = useQuote(
    orderId,
    choice,
    target && 'pendingPaymentId' in target ? target.pendingPaymentId : null,
  );
  const { pay, isPaying, error: payError } = usePay(target);
  // The server's quote is what the card is charged; the local amounts only fill the moment before it.
  // Read before the early returns: the large tip's question (a hook) is asked about these amounts.
  const local = bill ? paymentAmounts(bill, order) : null;
  const amount = quote ? halalas(quote.amount) : (local?.amount ?? halalas(0));
  const tip = quote ? halalas(quote.tip) : (local?.tip ?? halalas(0));
  const total = quote ? halalas(quote.total) : (local?.total ?? halalas(0));
  const largeTip = useLargeTipGuard({ share: amount, tip, total });

  if (isResolving || (orderId && orderQuery.isPending)) return <Skeleton className="my-4 h-96 w-full" />;
  if (!orderId || !hash) return <PaymentEmpty title={t('method.noBill')} />;
  if (orderQuery.isError)
    return <LoadFailure error={orderQuery.error} onRetry={() => void orderQuery.refetch()} />;
  if (!bill || !choice || !orderQuery.data) return <Skeleton className="my-4 h-96 w-full" />;
  const view = progress.data;
  // Cancelled: nothing more to pay; what was paid goes back (and says so).
  if (orderQuery.data.status === 'cancelled')
    return (
      <div className="flex flex-col gap-4 py-4" data-testid="order-cancelled">
        <h1 className="text-2xl font-bold">{t('method.cancelled')}</h1>
        <RefundNotice order={orderQuery.data} />
      </div>
    );
  if (view?.isFullyPaid || orderQuery.data.paymentStatus === 'paid') return <FullyPaid orderId={orderId} />;
  // A refused tip is said on the tip field itself; other refusals above the Pay button.
  const tipRefused = [payError, quoteError].find((e) => e instanceof ApiError && e.code === 'TIP_TOO_HIGH');
  const problem = tipRefused ? null : (payError ?? quoteError);
  return (
    <div className="flex flex-col gap-5 py-4">
      <h1 className="text-2xl font-bold">{t('method.title')}</h1>
      <PaymentFailureAlert />
      <BillProgress
        total={bill.orderTotal}
        paid={halalas(view?.paidAmount ?? 0)}
        remaining={halalas(view?.remainingAmount ?? bill.orderTotal)}
        percent={view?.progressPercentage ?? 0}
      />
      <PayChoice bill={bill} />
      <TipSelector
        base={amount}
        choice={order.tipChoice}
        onChange={setTipChoice}
        error={tipRefused ? errorText(tipRefused) : null}
      />
      <PaySummary amount={amount} tip={tip} total={total} />
      {problem ? (
        <p role="alert" className="font-medium text-danger">
          {errorText(problem)}
        </p>
      ) : null}
      <Button
        block
        disabled={isPaying || !!quoteError || total <= 0}
        onClick={() => largeTip.guard(() => pay(choice))}
      >
        {isPaying
          ? t('pay.redirecting')
          : t('pay.button', { amount: formatMoney(total, i18n.language === 'en' ? 'en' : 'ar') })}
      </Button>
      <p className="text-sm text-muted">{t('method.gatewayNote')}</p>
      {largeTip.dialog}
    </div>
  );
}
