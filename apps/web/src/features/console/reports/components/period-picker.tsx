import { MAX_REPORT_DAYS, reportRangeProblem } from '@sufra/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { type DayRange, PRESETS, type Preset, presetOf, presetRange } from '../lib/presets';

const chip = (active: boolean) =>
  [
    'min-h-12 rounded-2xl px-4 py-2 text-base font-medium transition-colors',
    active ? 'bg-primary text-white' : 'bg-card text-ink border border-line hover:bg-primary-soft',
  ].join(' ');

/**
 * The period: one tap for the usual ones, or two days typed or picked. A custom period is applied as soon as
 * both days make one (the domain's rule, as the server checks it); otherwise it says what is wrong.
 */
export function PeriodPicker({
  range,
  today,
  onChange,
}: {
  range: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('reports');
  const id = useId();
  const preset = presetOf(range, today);
  const [custom, setCustom] = useState(preset === null);
  const [draft, setDraft] = useState<DayRange>(range);
  const problem = custom ? reportRangeProblem(draft.from, draft.to) : null;

  const choose = (p: Preset) => {
    setCustom(false);
    const next = presetRange(p, today);
    setDraft(next);
    onChange(next);
  };
  const edit = (field: keyof DayRange, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (reportRangeProblem(next.from, next.to) === null) onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-medium text-muted">{t('period.label')}</legend>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={!custom && preset === p}
            className={chip(!custom && preset === p)}
            onClick={() => choose(p)}
          >
            {t(`period.${p}`)}
          </button>
        ))}
        <button type="button" aria-pressed={custom} className={chip(custom)} onClick={() => setCustom(true)}>
          {t('period.custom')}
        </button>
      </div>
      {custom ? (
        <div className="flex flex-wrap items-end gap-3">
          {(['from', 'to'] as const).map((field) => (
            <label key={field} htmlFor={`${id}-${field}`} className="flex flex-col gap-1">
              <span className="font-medium">{t(`period.${field}`)}</span>
              <input
                id={`${id}-${field}`}
                type="date"
                value={draft[field]}
                max={today}
                aria-invalid={problem !== null}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(e) => edit(field, e.target.value)}
                className="min-h-12 rounded-2xl border border-line bg-card px-3 text-base"
              />
            </label>
          ))}
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="basis-full text-danger">
              {t(`period.problems.${problem}`, { max: MAX_REPORT_DAYS })}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
