import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toaster';
import { useErrorText } from '../../../shared/use-error-text';
import { useOwnPin, useSetApprovalPin } from './approvals-api';

/** "Set my PIN": the manager's or owner's own approval PIN, typed later on a waiter's device. */
export function ApprovalPinForm() {
  const { t } = useTranslation('lineAdjustments');
  const errorText = useErrorText();
  const id = useId();
  const hasPin = useOwnPin();
  const save = useSetApprovalPin();
  const [pin, setPin] = useState('');
  const isValid = /^\d{4,8}$/.test(pin);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('pin.title')}
      </h2>
      <p className="text-muted">{t('pin.hint')}</p>
      {hasPin.data !== undefined ? <p>{hasPin.data ? t('pin.isSet') : t('pin.notSet')}</p> : null}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isValid) return;
          save.mutate(pin, {
            onSuccess: () => {
              setPin('');
              toast.success(t('pin.saved'));
            },
          });
        }}
      >
        <label className="flex flex-col gap-1" htmlFor={`${id}-pin`}>
          <span className="font-bold">{t('pin.field')}</span>
          <input
            id={`${id}-pin`}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={8}
            dir="ltr"
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
            aria-describedby={pin !== '' && !isValid ? `${id}-invalid` : undefined}
            className="block w-40 rounded-xl border border-line bg-card px-4 py-3 text-base"
          />
        </label>
        <Button type="submit" disabled={!isValid || save.isPending}>
          {t('pin.set')}
        </Button>
      </form>
      {pin !== '' && !isValid ? (
        <p id={`${id}-invalid`} className="text-sm text-muted">
          {t('pin.invalid')}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="font-medium text-danger">
          {errorText(save.error)}
        </p>
      ) : null}
    </section>
  );
}
