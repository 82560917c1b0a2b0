import { AT_RESTAURANT_METHODS, type AtRestaurantMethod, formatAmount, halalas } from '@sufra/domain';
import type { StaffTableDetail, StaffTablePayment } from '@sufra/domain/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { useErrorText } from '../../../../shared/use-error-text';
import { readTypedAmount } from '../lib/typed-amount';
import { useRecordPayment } from '../table-map-api';
import { Amount } from './amount';

type Step =
  | { name: 'form' }
  | { name: 'confirm'; amount: number }
  | { name: 'done'; payment: StaffTablePayment };

const numberParam = (error: ApiError, key: string): number | null => {
  const value = error.params[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

/**
 * Money taken at the table (cash or the card terminal): the amount defaults to what remains and may be
 * lowered for a part; it is restated in words before anything is recorded, and the invoice it issued is
 * shown after. The remaining the person saw travels with the request: if a diner paid meanwhile the
 * server refuses (BILL_CHANGED) and the form shows the new figure. One idempotency key per dialog, reused
 * when the same payment is sent again, so a double tap or a retry after a lost answer records it once.
 */
export function RecordPaymentDialog({ table, onClose }: { table: StaffTableDetail; onClose: () => void }) {
  const { t } = useTranslation('floor');
  const errorText = useErrorText();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [remaining, setRemaining] = useState(table.bill.remaining);
  const [method, setMethod] = useState<AtRestaurantMethod>('cash');
  const [typed, setTyped] = useState(() => formatAmount(halalas(table.bill.remaining)));
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const record = useRecordPayment();
  const bodyId = useId();

  const next = () => {
    const read = readTypedAmount(typed, remaining);
    if (!read.ok) {
      setProblem(t(`record.problem.${read.problem}`, { remaining: formatAmount(halalas(remaining)) }));
      return;
    }
    setProblem(undefined);
    setStep({ name: 'confirm', amount: read.amount });
  };

  const send = (amount: number) =>
    record.mutate(
      { tableNumber: table.number, method, amount, expectedRemaining: remaining, idempotencyKey },
      {
        onSuccess: ({ payment }) => setStep({ name: 'done', payment }),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === 'BILL_CHANGED') {
            const now = numberParam(error, 'remainingHalalas');
            if (now !== null) {
              // The person looks again at the new figure before sending anything.
              setRemaining(now);
              if (amount === remaining || amount > now) setTyped(formatAmount(halalas(now)));
            }
          } else if (error.code === 'PAYMENT_IN_PROGRESS') {
            const available = numberParam(error, 'availableHalalas');
            if (available !== null && available > 0) setTyped(formatAmount(halalas(available)));
          } else return;
          setNotice(errorText(error));
          record.reset();
          setStep({ name: 'form' });
        },
      },
    );

  if (step.name === 'done') {
    const { payment } = step;
    return (
      <Dialog open onClose={onClose} title={t('record.doneTitle')} describedBy={bodyId}>
        <div id={bodyId} role="status" className="flex flex-col gap-2 text-lg">
          <p>
            {t(`record.done.${method}`, {
              amount: formatAmount(halalas(payment.amount)),
              number: table.number,
            })}
          </p>
          {payment.invoice ? (
            <p className="text-2xl font-bold">{t('record.invoice', { number: payment.invoice.number })}</p>
          ) : null}
        </div>
        <Button onClick={onClose}>{t('record.finish')}</Button>
      </Dialog>
    );
  }

  if (step.name === 'confirm') {
    const amount = formatAmount(halalas(step.amount));
    const after = remaining - step.amount;
    return (
      <Dialog open onClose={onClose} title={t('record.confirmTitle')} describedBy={bodyId}>
        <div id={bodyId} className="flex flex-col gap-2 text-lg">
          <p className="text-xl font-bold">
            {t(`record.confirm.${method}`, { amount, number: table.number })}
          </p>
          <p>
            {after === 0 ? (
              t('record.settlesAll')
            ) : (
              <>
                {t('record.leaves')} <Amount amount={after} className="font-bold" />
              </>
            )}
          </p>
        </div>
        {record.isError ? (
          <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
            {errorText(record.error)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setStep({ name: 'form' })} disabled={record.isPending}>
            {t('record.change')}
          </Button>
          <Button onClick={() => send(step.amount)} disabled={record.isPending} aria-busy={record.isPending}>
            {record.isPending ? t('record.recording') : t('record.send', { amount })}
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('record.title', { number: table.number })} describedBy={bodyId}>
      <div id={bodyId} className="flex flex-col gap-1 text-lg">
        <p>
          {t('record.remaining')} <Amount amount={remaining} className="font-bold" />
        </p>
        {table.bill.inProgress > 0 ? (
          <p className="text-base">
            <Amount amount={table.bill.inProgress} /> {t('record.onPhone')}
          </p>
        ) : null}
      </div>
      {notice ? (
        <p role="alert" className="rounded-2xl bg-accent-soft px-4 py-3 font-medium">
          {notice}
        </p>
      ) : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('record.method')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {AT_RESTAURANT_METHODS.map((m) => (
              <label
                key={m}
                className="flex min-h-14 cursor-pointer items-center gap-2 rounded-2xl border-2 border-line bg-card px-4 py-2 text-lg font-medium has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-primary"
              >
                <input
                  type="radio"
                  name="method"
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                  className="size-5 accent-primary"
                />
                {t(`payments.method.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          id="record-amount"
          label={t('record.amount')}
          hint={t('record.amountHint')}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setProblem(undefined);
          }}
          error={problem}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('record.next')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
