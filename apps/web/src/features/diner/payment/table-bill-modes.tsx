import { halalas, MAX_SPLIT_PEOPLE } from '@sufra/domain';
import type { TableBill } from '@sufra/domain/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { Money } from '../../../shared/ui/money';
import { PeopleStepper } from '../../../shared/ui/people-stepper';
import type { TableBillForm } from './use-table-bill';

const MODES = ['all', 'evenly', 'items', 'custom'] as const;

/** The four ways to pay the table's bill, and what each needs (people, items, an amount). */
export function TableBillModes({
  bill,
  form,
  onChange,
}: {
  bill: TableBill;
  form: TableBillForm;
  onChange: (patch: Partial<TableBillForm>) => void;
}) {
  const { t, i18n } = useTranslation('payment');
  const isEn = i18n.language === 'en';
  const toggle = (index: number) =>
    onChange({
      itemIndexes: form.itemIndexes.includes(index)
        ? form.itemIndexes.filter((i) => i !== index)
        : [...form.itemIndexes, index],
    });
  return (
    <>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="pb-2 font-bold">{t('tableBill.howTitle')}</legend>
        {MODES.map((mode) => (
          <label
            key={mode}
            className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 border-line bg-card px-2 py-1 text-center font-bold has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              name="table-bill-mode"
              value={mode}
              checked={form.mode === mode}
              onChange={() => onChange({ mode })}
              className="sr-only"
            />
            {t(`tableBill.modes.${mode}`)}
          </label>
        ))}
      </fieldset>
      {form.mode === 'evenly' ? (
        <>
          <PeopleStepper
            label={t('tableBill.people')}
            value={form.totalPeople}
            min={2}
            max={MAX_SPLIT_PEOPLE}
            onChange={(n) => onChange({ totalPeople: n, peopleYouPayFor: Math.min(form.peopleYouPayFor, n) })}
          />
          <PeopleStepper
            label={t('tableBill.payFor')}
            value={form.peopleYouPayFor}
            min={1}
            max={form.totalPeople}
            onChange={(n) => onChange({ peopleYouPayFor: n })}
          />
        </>
      ) : null}
      {form.mode === 'items' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="pb-2 font-bold">{t('tableBill.itemsTitle')}</legend>
          {bill.lines.map((line) => {
            const isTaken = line.paidShares + line.reservedShares >= (line.sharedBy ?? 1);
            return (
              <label
                key={line.index}
                data-testid="table-bill-line"
                className="flex min-h-12 items-center gap-3 rounded-xl bg-card p-3 shadow-sm has-disabled:opacity-60"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={form.itemIndexes.includes(line.index)}
                  disabled={isTaken}
                  onChange={() => toggle(line.index)}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">
                    {line.quantity > 1 ? `${line.quantity} × ` : ''}
                    {isEn ? line.name : line.nameAr}
                  </span>
                  <span className="text-sm text-muted">
                    {t('tableBill.order', { number: line.orderNumber })}
                    {isTaken ? ` · ${t('tableBill.itemPaid')}` : ''}
                  </span>
                </span>
                <Money amount={halalas(line.lineTotal)} className="shrink-0" />
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {form.mode === 'custom' ? (
        <label className="flex flex-col gap-1.5">
          <span>{t('tableBill.customLabel')}</span>
          <input
            inputMode="decimal"
            value={form.customAmount}
            placeholder="0.00"
            onChange={(e) => onChange({ customAmount: e.target.value })}
            className="min-h-12 w-full min-w-0 rounded-xl border border-line bg-card px-3 text-lg"
          />
        </label>
      ) : null}
    </>
  );
}
