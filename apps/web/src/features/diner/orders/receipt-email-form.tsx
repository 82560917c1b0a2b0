import { useTranslation } from '../../../i18n/use-translation';
import { EmailForm } from '../../../shared/ui/email-form';
import { ordersApi } from './orders-api';

/** "E-mail me the receipt": POST /api/public/orders/:id/send-invoice-email, in the diner's language. */
export function ReceiptEmailForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  return (
    <EmailForm
      texts={{
        label: t('receipt.label'),
        send: t('receipt.send'),
        sending: t('receipt.sending'),
        sent: (email) => t('receipt.sent', { email }),
      }}
      onSend={(email, language) => ordersApi.sendInvoiceEmail(orderId, { email, language })}
    />
  );
}
