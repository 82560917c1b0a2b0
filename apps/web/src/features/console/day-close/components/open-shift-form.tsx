import { formatMoney, halalas, parseAmount } from '@sufra/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useOpenShift } from '../day-close-api';

/** No shift is open: the float counted into the drawer, confirmed, opens one. */
export function OpenShiftForm() {
  const { t, i18n } = useTranslation('dayClose');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const errorText = useErrorText();
  const open = useOpenShift();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(typed);
    setInvalid(amount === null);
    if (amount !== null) {
      open.reset();
      setAsking(amount);
    }
  };
  const confirm = () => {
    if (asking === null) return;
    open.mutate(asking, {
      onSuccess: () => {
        toast.success(t('open.opened', { amount: formatMoney(halalas(asking), lang) }));
        setAsking(null);
        setTyped('');
      },
    });
  };
  return (
    <section
      aria-labelledby="open-shift"
      className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5"
    >
      <h2 id="open-shift" className="text-xl font-bold">
        {t('open.heading')}
      </h2>
      <p className="text-muted">{t('open.description')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:max-w-sm">
        <TextField
          id="shift-float"
          label={t('open.float')}
          hint={t('open.floatHint')}
          value={typed}
          onChange={setTyped}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          error={invalid ? t('open.invalidAmount') : undefined}
        />
        <Button type="submit">{t('open.submit')}</Button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={t('open.confirmTitle')}
        confirmLabel={t('open.submit')}
        cancelLabel={t('open.cancel')}
        isPending={open.isPending}
        error={open.isError ? errorText(open.error) : null}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{t('open.confirmBody', { amount: formatMoney(halalas(asking ?? 0), lang) })}</p>
      </ConfirmDialog>
    </section>
  );
}
