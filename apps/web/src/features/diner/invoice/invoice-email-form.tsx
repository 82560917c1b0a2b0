import { useTranslation } from '../../../i18n/use-translation';
import { EmailForm } from '../../../shared/ui/email-form';
import { invoiceApi } from './invoice-api';

/** "E-mail me this invoice": POST /api/public/invoices/:id/email, in the diner's language. */
export function InvoiceEmailForm({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('invoice');
  return (
    <EmailForm
      className="print:hidden"
      texts={{
        label: t('email.label'),
        send: t('email.send'),
        sending: t('email.sending'),
        sent: (email) => t('email.sent', { email }),
      }}
      onSend={(email, language) => invoiceApi.email(invoiceId, { email, language })}
    />
  );
}
