import { isLanguage } from '@sufra/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { useErrorText } from '../../shared/use-error-text';
import { invoiceApi } from './invoice-api';

/** Good enough to catch typos; the server checks the address properly (EMAIL_INVALID). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** "E-mail me this invoice": POST /api/public/invoices/:id/email, in the diner's language. */
export function InvoiceEmailForm({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation('invoice');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({
    mutationFn: (address: string) =>
      invoiceApi.email(invoiceId, {
        email: address,
        language: isLanguage(i18n.language) ? i18n.language : 'ar',
      }),
  });
  const message = invalid ? t('errors:EMAIL_INVALID') : send.isError ? errorText(send.error) : null;
  return (
    <form
      noValidate
      className="flex flex-col gap-2 rounded-2xl bg-card p-4 shadow-sm print:hidden"
      onSubmit={(event) => {
        event.preventDefault();
        const address = email.trim();
        const bad = !EMAIL.test(address);
        setInvalid(bad);
        if (!bad) send.mutate(address);
      }}
    >
      <label className="flex flex-col gap-1.5">
        <span className="font-bold">{t('email.label')}</span>
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={message ? true : undefined}
          placeholder="name@example.com"
          className="min-h-12 rounded-xl border border-line bg-surface px-3"
        />
      </label>
      {message ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
      {send.isSuccess ? (
        <p role="status" className="text-sm font-medium text-success">
          {t('email.sent', { email: send.variables })}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={send.isPending}>
        {send.isPending ? t('email.sending') : t('email.send')}
      </Button>
    </form>
  );
}
