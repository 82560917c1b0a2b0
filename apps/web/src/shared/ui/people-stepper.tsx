import { MinusIcon, PlusIcon } from './action-icons';

export function PeopleStepper({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const button =
    'inline-flex size-12 items-center justify-center rounded-full border-2 border-primary text-primary disabled:opacity-40';
  return (
    <fieldset className="flex items-center justify-between gap-3 rounded-2xl bg-card p-4 shadow-sm">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="font-medium">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
          aria-label={`${label} −`}
        >
          <MinusIcon />
        </button>
        <output className="w-8 text-center text-lg font-bold tabular-nums">{value}</output>
        <button
          type="button"
          className={button}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          aria-label={`${label} +`}
        >
          <PlusIcon />
        </button>
      </div>
    </fieldset>
  );
}
