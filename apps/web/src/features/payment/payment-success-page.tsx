import { useTranslation } from 'react-i18next';
import { useStore } from '../../shared/store';
import { ButtonLink } from '../../shared/ui/button';
import { PaymentEmpty } from './payment-empty';

export default function PaymentSuccessPage() {
  const { t } = useTranslation('payment');
  const progress = useStore((s) => s.order.paymentProgress);
  if (!progress || progress.paidAmount <= 0) return <PaymentEmpty title={t('success.none')} />;
  return (
    <div className="flex flex-1 flex-col justify-center gap-4 py-6 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex size-20 items-center justify-center rounded-full bg-success text-4xl text-white"
      >
        ✓
      </div>
      <h1 className="text-2xl font-bold">{t('success.title')}</h1>
      <ButtonLink to="/show-invoice" block>
        {t('success.invoice')}
      </ButtonLink>
      <ButtonLink to="/rating" variant="secondary" block>
        {t('success.rate')}
      </ButtonLink>
    </div>
  );
}
