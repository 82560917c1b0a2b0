import { MAX_LINE_QUANTITY } from '@sufra/domain';
import { useTranslation } from '../../i18n/use-translation';
import { MinusIcon, PlusIcon } from '../ui/action-icons';

export function QuantityStepper({ value, onChange }: { value: number; onChange: (q: number) => void }) {
  const { t } = useTranslation('menu');
  const button =
    'inline-flex size-11 items-center justify-center rounded-full border-2 border-primary text-primary disabled:opacity-40';
  return (
    <fieldset className="flex shrink-0 items-center gap-1">
      <legend className="sr-only">{t('sheet.quantity')}</legend>
      <button
        type="button"
        className={button}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
        aria-label={t('sheet.decrease')}
      >
        <MinusIcon />
      </button>
      <output className="w-7 text-center text-lg font-bold tabular-nums" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={button}
        disabled={value >= MAX_LINE_QUANTITY}
        onClick={() => onChange(value + 1)}
        aria-label={t('sheet.increase')}
      >
        <PlusIcon />
      </button>
    </fieldset>
  );
}
