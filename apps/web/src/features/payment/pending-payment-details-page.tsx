import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStore } from '../../shared/store';
import { Money } from '../../shared/ui/money';
import { PaymentEmpty } from './payment-empty';

/** /pending-payment-details(/:id): what this payment covers before the card step (payments issue). */
export default function PendingPaymentDetailsPage() {
  const { t } = useTranslation('payment');
  const { id } = useParams();
  const order = useStore((s) => s.order);
  if (order.orderId === null) {
    return <PaymentEmpty title={t('errors:PENDING_PAYMENT_NOT_FOUND')} />;
  }
  return (
    <div className="flex flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">{t('pending.title')}</h1>
      <dl className="flex flex-col gap-2 rounded-2xl bg-card p-4 shadow-sm">
        {id ? (
          <div className="flex justify-between">
            <dt className="text-muted">{t('pending.reference')}</dt>
            <dd>{id}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-lg font-bold">
          <dt>{t('pending.amount')}</dt>
          <dd>
            <Money amount={order.paymentAmount} />
          </dd>
        </div>
      </dl>
      <p className="rounded-xl bg-accent-soft p-3">{t('pending.comingNext')}</p>
    </div>
  );
}
