import { useTranslation } from 'react-i18next';
import { useStore } from '../../shared/store';
import { PaymentEmpty } from './payment-empty';

/** After paying first, the order is created on the server; this page follows it (issue: payments). */
export default function OrderCreationWaitingPage() {
  const { t } = useTranslation('payment');
  const pendingPaymentId = useStore((s) => s.order.splitPayment.pendingPaymentId);
  if (pendingPaymentId === null)
    return <PaymentEmpty title={t('waiting.none')} description={t('waiting.noneDescription')} />;
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 py-6 text-center" role="status">
      <div className="size-16 animate-spin rounded-full border-4 border-primary-soft border-t-primary motion-reduce:animate-none" />
      <h1 className="text-xl font-bold">{t('waiting.title')}</h1>
      <p className="text-muted">{t('waiting.description')}</p>
    </div>
  );
}
