import {
  classifyTip,
  formatAmount,
  type Halalas,
  maxTip,
  parseAmount,
  TIP_PRESETS,
  type TipChoice,
  tipAmount,
} from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Money } from '../../../shared/ui/money';
import { useErrorCodeText } from '../../../shared/use-error-text';

type Option = 'none' | '10' | '15' | '20' | 'custom';

function optionOf(choice: TipChoice): Option {
  if (choice.kind === 'percent') return String(choice.percent) as Option;
  return choice.kind;
}

/**
 * Tip presets 10/15/20 %, no tip, or an exact amount (spec section 9), each with its amount on what this
 * diner pays. A custom amount is read exactly (parseAmount) and shown with the spec's classification:
 * within 1 point of a preset it counts as that preset.
 */
export function TipSelector({
  base,
  choice,
  onChange,
  error = null,
}: {
  base: Halalas;
  choice: TipChoice;
  onChange: (choice: TipChoice) => void;
  /** The server's refusal of this tip (its quote said TIP_TOO_HIGH), shown on the field. */
  error?: string | null;
}) {
  const { t } = useTranslation('payment');
  const codeText = useErrorCodeText();
  const [option, setOption] = useState<Option>(optionOf(choice));
  const [text, setText] = useState(choice.kind === 'custom' ? formatAmount(choice.amount) : '');
  const [invalid, setInvalid] = useState(false);
  const pickCustom = (value: string) => {
    setText(value);
    const amount = parseAmount(value);
    setInvalid(value.trim() !== '' && amount === null);
    onChange(amount === null ? { kind: 'none' } : { kind: 'custom', amount });
  };
  const pick = (next: Option) => {
    setOption(next);
    if (next === 'custom') return pickCustom(text);
    setInvalid(false);
    onChange(next === 'none' ? { kind: 'none' } : { kind: 'percent', percent: Number(next) as 10 | 15 | 20 });
  };
  const current = tipAmount(choice, base);
  const tipClass = classifyTip(current, base);
  // The ceiling (max(100 % of the share, 500 SAR)) is the domain's; the server checks it again.
  const ceiling = maxTip(base);
  const tooHigh = option === 'custom' && choice.kind === 'custom' && choice.amount > ceiling;
  const problem = invalid
    ? codeText('AMOUNT_INVALID')
    : tooHigh
      ? codeText('TIP_TOO_HIGH', { max: formatAmount(ceiling) })
      : option === 'custom'
        ? error
        : null;
  const radio = (value: Option, label: string, amount: Halalas | null) => (
    <label
      key={value}
      className="flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-line bg-card px-2 py-1 text-center has-checked:border-primary has-checked:bg-primary-soft"
    >
      <input
        type="radio"
        name="tip"
        value={value}
        checked={option === value}
        onChange={() => pick(value)}
        className="sr-only"
      />
      <span className="font-bold">{label}</span>
      {amount !== null ? <Money amount={amount} className="text-xs text-muted" /> : null}
    </label>
  );
  return (
    // min-w-0: a fieldset is as wide as its content by default, so the custom field pushed the page sideways.
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="pb-2 font-bold">{t('tip.title')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {TIP_PRESETS.map((p) =>
          radio(String(p) as Option, `${p}%`, tipAmount({ kind: 'percent', percent: p }, base)),
        )}
        {radio('none', t('tip.none'), null)}
        {radio('custom', t('tip.custom'), null)}
      </div>
      {option === 'custom' ? (
        <label className="flex flex-col gap-1.5">
          <span>{t('tip.customLabel')}</span>
          <input
            inputMode="decimal"
            value={text}
            placeholder="0.00"
            onChange={(e) => pickCustom(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby="tip-note"
            className="min-h-12 w-full min-w-0 rounded-xl border border-line bg-card px-3 text-lg"
          />
        </label>
      ) : null}
      <p
        id="tip-note"
        className={problem ? 'text-danger' : 'text-sm text-muted'}
        role={problem ? 'alert' : undefined}
      >
        {problem
          ? problem
          : option === 'custom' && tipClass.kind === 'preset'
            ? t('tip.countsAs', { percent: tipClass.percent })
            : option === 'custom' && tipClass.kind === 'custom'
              ? t('tip.customPercent', { percent: tipClass.percent })
              : null}
      </p>
    </fieldset>
  );
}
