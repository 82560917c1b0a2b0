import { isLanguage, normalizeSaudiPhone } from '@sufra/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../shared/store';
import { Button } from '../../../shared/ui/button';
import { useErrorCodeText, useErrorText } from '../../../shared/use-error-text';
import { ordersApi } from './orders-api';

/**
 * "Text me when it's ready": PATCH /api/public/orders/:id/phone-number with the diner's current
 * language, so the SMS arrives in it. Saudi rule (05XXXXXXXX or +966 5XXXXXXXX) checked here first.
 */
export function PhoneNumberForm({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const errorText = useErrorText();
  const codeText = useErrorCodeText();
  const setCustomerPhone = useStore((s) => s.setCustomerPhone);
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (phoneNumber: string) =>
      ordersApi.setPhoneNumber(orderId, {
        phoneNumber,
        language: isLanguage(i18n.language) ? i18n.language : 'ar',
      }),
    onSuccess: (saved) => setCustomerPhone(saved.phoneNumber, saved.language),
  });
  const message = invalid ? codeText('PHONE_INVALID') : save.isError ? errorText(save.error) : null;
  return (
    <form
      noValidate
      className="flex flex-col gap-2 rounded-2xl bg-card p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        const bad = normalizeSaudiPhone(phone) === null;
        setInvalid(bad);
        if (!bad) save.mutate(phone.trim());
      }}
    >
      <label className="flex flex-col gap-1.5">
        <span className="font-bold">{t('phone.label')}</span>
        <span className="text-sm text-muted">{t('phone.hint')}</span>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={message ? true : undefined}
          placeholder="05XXXXXXXX"
          className="min-h-12 rounded-xl border border-line bg-surface px-3 text-start"
        />
      </label>
      {message ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="text-sm font-medium text-success">
          {t('phone.saved', { phone: save.data.phoneNumber })}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {t('phone.save')}
      </Button>
    </form>
  );
}
