import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from '../../shared/store';
import { ChevronIcon } from '../../shared/ui/icons';
import { Money } from '../../shared/ui/money';
import { PaymentEmpty } from './payment-empty';

/** Three taps to pay (DESIGN.md): the whole bill, what remains, or a split. */
export default function PaymentMethodPage() {
  const { t } = useTranslation('payment');
  const order = useStore((s) => s.order);
  if (order.orderId === null) return <PaymentEmpty title={t('method.noBill')} />;
  const remaining = order.paymentProgress?.remainingAmount ?? order.finalAmount;
  const choices = [
    { to: '/pending-payment-details', label: t('method.whole'), amount: order.finalAmount },
    ...(order.paymentProgress?.hasPartialPayments
      ? [{ to: '/pending-payment-details', label: t('method.remaining'), amount: remaining }]
      : []),
    { to: '/split-bill', label: t('method.split'), amount: null },
  ];
  return (
    <div className="flex flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">{t('method.title')}</h1>
      <ul className="flex flex-col gap-3">
        {choices.map((c) => (
          <li key={c.label}>
            <Link
              to={c.to}
              className="flex min-h-16 items-center gap-3 rounded-2xl bg-card p-4 shadow-sm hover:shadow-md"
            >
              <span className="flex-1 font-bold">{c.label}</span>
              {c.amount !== null ? <Money amount={c.amount} className="font-bold text-primary" /> : null}
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t('method.gatewayNote')}</p>
    </div>
  );
}
