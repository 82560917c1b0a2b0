import { halalas } from '@sufra/domain';
import type { MenuOptionGroup } from '@sufra/domain/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { useLocalized } from '../localized';
import { MinusIcon, PlusIcon } from '../ui/action-icons';
import { Money } from '../ui/money';
import { groupCount, type Selection, setOptionQuantity, toggleOption } from './option-selection';

export function OptionGroupField({
  group,
  selection,
  onChange,
  error,
}: {
  group: MenuOptionGroup;
  selection: Selection;
  onChange: (next: Selection) => void;
  error: string | null;
}) {
  const { t } = useTranslation('menu');
  const text = useLocalized();
  const count = groupCount(selection, group.id);
  const isRadio = group.maxSelections === 1;
  const errorId = `group-${group.id}-error`;
  const rule =
    group.minSelections > 0
      ? t('options.required', { min: group.minSelections })
      : group.maxSelections > 0
        ? t('options.upTo', { max: group.maxSelections })
        : t('options.optional');
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      data-group-id={group.id}
    >
      <legend className="flex w-full items-baseline justify-between gap-2 pb-1">
        <span className="font-bold">{text(group.name, group.nameAr)}</span>
        <span className={`text-sm ${group.minSelections > 0 ? 'text-primary' : 'text-muted'}`}>{rule}</span>
      </legend>
      {group.options.map((option) => {
        const quantity = selection[group.id]?.[option.id] ?? 0;
        const label = text(option.name, option.nameAr);
        const full = !isRadio && group.maxSelections > 0 && count >= group.maxSelections && quantity === 0;
        return (
          <div key={option.id} className="flex min-h-12 items-center gap-3 rounded-xl bg-card px-3">
            <label className="flex flex-1 cursor-pointer items-center gap-3 py-2">
              <input
                type={isRadio ? 'radio' : 'checkbox'}
                name={`group-${group.id}`}
                checked={quantity > 0}
                disabled={full}
                onChange={() => onChange(toggleOption(selection, group, option))}
                className="size-5 accent-primary"
              />
              <span className="flex-1">{label}</span>
              {option.price > 0 ? (
                <span className="text-sm text-muted">
                  + <Money amount={halalas(option.price)} />
                </span>
              ) : null}
            </label>
            {quantity > 0 && option.maxQuantity > 1 && !isRadio ? (
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  aria-label={t('options.less', { name: label })}
                  onClick={() => onChange(setOptionQuantity(selection, group, option, quantity - 1))}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-line"
                >
                  <MinusIcon width={16} height={16} />
                </button>
                <span className="w-5 text-center tabular-nums" aria-live="polite">
                  {quantity}
                </span>
                <button
                  type="button"
                  aria-label={t('options.more', { name: label })}
                  onClick={() => onChange(setOptionQuantity(selection, group, option, quantity + 1))}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-line"
                >
                  <PlusIcon width={16} height={16} />
                </button>
              </div>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
