import { validateCustomSplit } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Money } from '../../../shared/ui/money';
import { SplitFallback } from './split-fallback';
import { SplitSubmit } from './split-submit';
import { useChooseSplit } from './use-choose-split';
import { useSplitBase } from './use-split-base';

export default function SplitCustomPage() {
  const { t } = useTranslation('split');
  const chooser = useChooseSplit();
  const base = useSplitBase();
  const { amount } = base;
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (amount === null) return <SplitFallback base={base} />;
  const confirm = (fresh = false) => {
    const result = validateCustomSplit(input, amount);
    if (!result.ok) {
      setError(t(`errors:${result.code}`));
      return;
    }
    chooser.choose(
      {
        type: 'custom',
        totalPeople: 1,
        peopleYouPayFor: 1,
        totalBill: amount,
        yourShare: result.amount,
        selectedItems: [],
      },
      { fresh },
    );
  };
  return (
    <form
      className="flex flex-col gap-4 py-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
    >
      <h1 className="text-2xl font-bold">{t('modes.custom')}</h1>
      <p className="text-muted">
        {t('custom.available')} <Money amount={amount} className="font-bold text-ink" />
      </p>
      <label className="flex flex-col gap-1.5">
        <span className="font-bold">{t('custom.label')}</span>
        <input
          inputMode="decimal"
          value={input}
          onChange={(e) => {
            setInput(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'custom-error' : undefined}
          placeholder="0.00"
          className="min-h-12 rounded-xl border border-line bg-card px-3 text-lg"
        />
      </label>
      {error ? (
        <p id="custom-error" role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <SplitSubmit chooser={chooser} type="submit" onStartNew={() => confirm(true)} />
    </form>
  );
}
