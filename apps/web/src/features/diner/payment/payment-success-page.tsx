import { halalas } from '@sufra/domain';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button';
import { Money } from '../../../shared/ui/money';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useOrder } from '../../../shared/use-order';
import { PaymentEmpty } from './payment-empty';
import { useVerifiedPayment } from './use-verified-payment';

/** /payment-success?payment={id}: what was paid (share, tip, card total), the order, the invoice, rating. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const verified = useVerifiedPayment(params.get('payment'));
  const payment = verified.data;
  const order = useOrder(payment?.orderId);
  if (verified.isPending && params.get('payment')) return <Skeleton className="my-6 h-80 w-full" />;
  if (!payment || (payment.status !== 'completed' && payment.status !== 'authorized'))
    return <PaymentEmpty title={t('success.none')} />;
  const rows: [string, string, number][] = [
    ['amount', t('success.amount'), payment.amount],
    ['tip', t('success.tip'), payment.tip],
    ['total', t('success.total'), payment.total],
  ];
  return (
    <div className="flex flex-1 flex-col justify-center gap-4 py-6 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex size-20 items-center justify-center rounded-full bg-success text-4xl text-white"
      >
        ✓
      </div>
      <h1 className="text-2xl font-bold">{t('success.title')}</h1>
      {order.data ? (
        <p className="text-muted" data-testid="success-order">
          {t('success.order', { number: order.data.orderNumber })}
        </p>
      ) : null}
      <dl className="flex flex-col gap-2 rounded-2xl bg-card p-4 text-start shadow-sm">
        {rows.map(([key, label, value]) => (
          <div
            key={key}
            data-testid={`success-${key}`}
            className={`flex justify-between ${key === 'total' ? 'border-t border-line pt-2 text-lg font-bold' : ''}`}
          >
            <dt className={key === 'total' ? '' : 'text-muted'}>{label}</dt>
            <dd>
              <Money amount={halalas(value)} />
            </dd>
          </div>
        ))}
      </dl>
      {payment.invoiceId != null ? (
        <ButtonLink to={`/show-invoice?id=${encodeURIComponent(payment.invoiceId)}`} block>
          {t('success.invoice')}
        </ButtonLink>
      ) : null}
      <ButtonLink to="/rating" variant={payment.invoiceId != null ? 'secondary' : 'primary'} block>
        {t('success.rate')}
      </ButtonLink>
      {payment.orderId ? (
        <ButtonLink to={`/invoice-details/${payment.orderId}`} variant="ghost" block>
          {t('success.bill')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
