import { useTranslation } from 'react-i18next';

/** Five radio buttons styled as stars: keyboard and screen-reader friendly by construction. */
export function StarRating({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation('rating');
  return (
    <fieldset className="flex items-center justify-between gap-2 rounded-xl bg-card px-3 py-2">
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
              className={`text-2xl peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${n <= value ? 'text-accent' : 'text-line'}`}
            >
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
