import { formatMoney, halalas, parseAmount } from '@sufra/domain';
import type { ClosedShift, Shift } from '@sufra/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { useErrorText } from '../../../../shared/use-error-text';
import { useCloseShift } from '../day-close-api';
import { verdictOf } from '../lib/close-words';

/**
 * The cash counted out of the drawer: over or short against what the drawer should hold is said as it is
 * typed, and again in the confirmation; closing is refused (and the button says why) while tables are open.
 */
export function CloseShiftForm({
  shift,
  tablesOpen,
  onClosed,
}: {
  shift: Shift;
  tablesOpen: boolean;
  onClosed: (closed: ClosedShift) => void;
}) {
  const { t, i18n } = useTranslation('dayClose');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const errorText = useErrorText();
  const close = useCloseShift();
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const counted = parseAmount(typed);
  const expected = shift.expectedCashHalalas;
  const verdict = counted === null ? null : verdictOf(counted, expected);
  const sar = (amount: number) => formatMoney(halalas(amount), lang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(counted === null);
    if (counted !== null) {
      close.reset();
      setAsking(counted);
    }
  };
  const confirm = () => {
    if (asking === null) return;
    close.mutate(
      { id: shift.id, body: { countedCashHalalas: asking, note } },
      { onSuccess: (closed) => onClosed(closed) },
    );
  };
  return (
    <section
      aria-labelledby="close-shift"
      className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5 print:hidden"
    >
      <h2 id="close-shift" className="text-xl font-bold">
        {t('close.heading')}
      </h2>
      <p className="text-lg">{t('close.expected', { amount: sar(expected) })}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:max-w-md">
        <TextField
          id="shift-counted"
          label={t('close.counted')}
          hint={t('close.countedHint')}
          value={typed}
          onChange={setTyped}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          error={invalid ? t('open.invalidAmount') : undefined}
        />
        <p aria-live="polite" className="min-h-7 text-lg font-bold" data-verdict={verdict?.key}>
          {verdict ? t(verdict.key, { amount: verdict.amount }) : null}
        </p>
        <TextField
          id="shift-note"
          label={t('close.note')}
          hint={t('close.noteHint')}
          optionalLabel={t('close.optional')}
          value={note}
          onChange={setNote}
          multiline
          maxLength={500}
        />
        {tablesOpen ? <p className="font-medium text-danger">{t('close.blocked')}</p> : null}
        <Button type="submit" disabled={tablesOpen}>
          {t('close.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={t('close.confirmTitle')}
        confirmLabel={t('close.submit')}
        cancelLabel={t('close.cancel')}
        isPending={close.isPending}
        error={close.isError ? errorText(close.error) : null}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{t('close.confirmBody', { counted: sar(asking ?? 0), expected: sar(expected) })}</p>
        {asking !== null ? (
          <p className="font-bold">
            {t(verdictOf(asking, expected).key, { amount: verdictOf(asking, expected).amount })}
          </p>
        ) : null}
        <p className="text-muted">{t('close.confirmAfter')}</p>
      </ConfirmDialog>
    </section>
  );
}
