import { useTranslation } from 'react-i18next';
import { useStore } from '../../shared/store';
import { ButtonLink } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { useOrder } from '../../shared/use-order';
import { InvoiceLines } from './invoice-lines';
import { NoOrderState } from './no-order-state';

/** /show-invoice: the tax invoice of a paid share. Until payments exist it shows the bill and says so. */
export default function ShowInvoicePage() {
  const { t } = useTranslation('orders');
  const orderId = useStore((s) => s.order.orderId);
  const order = useOrder(orderId);
  if (orderId === null || order.isError) return <NoOrderState title={t('showInvoice.none')} />;
  if (!order.data) return <Skeleton className="my-4 h-64 w-full" />;
  return (
    <div className="flex flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">{t('showInvoice.title')}</h1>
      <p className="rounded-xl bg-accent-soft p-3">{t('showInvoice.afterPayment')}</p>
      <InvoiceLines order={order.data} />
      <ButtonLink to="/payment-method" block>
        {t('invoice.pay')}
      </ButtonLink>
    </div>
  );
}
