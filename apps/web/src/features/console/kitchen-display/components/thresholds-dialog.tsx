import { type KitchenThresholds, MAX_KITCHEN_LATE_MINUTES, MAX_KITCHEN_WARN_MINUTES } from '@sufra/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { useErrorText } from '../../../../shared/use-error-text';
import { useUpdateThresholds } from '../kitchen-display-api';

const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The ticket colours' thresholds (owner and manager): after how many minutes a ticket warns, then is late. */
export function ThresholdsDialog({
  thresholds,
  onClose,
  onSaved,
}: {
  thresholds: KitchenThresholds;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('kitchen');
  const errorText = useErrorText();
  const update = useUpdateThresholds();
  const [warn, setWarn] = useState(String(thresholds.warnMinutes));
  const [late, setLate] = useState(String(thresholds.lateMinutes));
  const [isChecked, setChecked] = useState(false);
  const warnMinutes = whole(warn);
  const lateMinutes = whole(late);
  const warnError =
    Number.isInteger(warnMinutes) && warnMinutes >= 1 && warnMinutes <= MAX_KITCHEN_WARN_MINUTES
      ? undefined
      : t('settings.warnInvalid', { max: MAX_KITCHEN_WARN_MINUTES });
  const lateError = !(
    Number.isInteger(lateMinutes) &&
    lateMinutes >= 2 &&
    lateMinutes <= MAX_KITCHEN_LATE_MINUTES
  )
    ? t('settings.lateInvalid', { max: MAX_KITCHEN_LATE_MINUTES })
    : !warnError && lateMinutes <= warnMinutes
      ? t('settings.lateAfterWarn')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (warnError || lateError) return;
    update.mutate({ warnMinutes, lateMinutes }, { onSuccess: onSaved });
  };

  return (
    <Dialog open onClose={onClose} title={t('settings.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-muted">{t('settings.intro')}</p>
        <TextField
          id="kitchen-warn-minutes"
          label={t('settings.warn')}
          hint={t('settings.warnHint')}
          value={warn}
          onChange={setWarn}
          inputMode="numeric"
          isRequired
          error={isChecked ? warnError : undefined}
        />
        <TextField
          id="kitchen-late-minutes"
          label={t('settings.late')}
          hint={t('settings.lateHint')}
          value={late}
          onChange={setLate}
          inputMode="numeric"
          isRequired
          error={isChecked ? lateError : undefined}
        />
        {update.error ? (
          <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
            {errorText(update.error)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
