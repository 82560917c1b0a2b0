import { useTranslation } from '../../../i18n/use-translation';

/**
 * Five native radio buttons drawn as stars: a radio group is keyboard operable by construction (Tab
 * into the group, arrow keys choose) and each choice is announced as "4 out of 5" under its category.
 */
export function StarRating({
  name,
  label,
  value,
  onChange,
  isInvalid = false,
  describedBy,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (n: number) => void;
  isInvalid?: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation('rating');
  const missing = isInvalid && value === 0;
  return (
    <fieldset
      aria-describedby={missing ? describedBy : undefined}
      className={`flex items-center justify-between gap-2 rounded-xl border-2 bg-card ps-3 pe-1 py-1 ${missing ? 'border-danger' : 'border-transparent'}`}
    >
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="font-medium">
        {label}
      </span>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="inline-flex size-11 cursor-pointer items-center justify-center">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('stars', { count: n })}</span>
            <span
              aria-hidden="true"
              className={`rounded-md text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-primary ${n <= value ? 'text-accent' : 'text-line'}`}
            >
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
