/** One choice of a filter: its value, its words, and how many it holds when known. */
export interface Chip<V extends string> {
  value: V;
  label: string;
  count?: number | undefined;
}

/** A row of toggle chips (one pressed), named by `legend`, each with its count when the server gave one. */
export function FilterChips<V extends string>({
  legend,
  chips,
  value,
  onChange,
  countLabel,
}: {
  legend: string;
  chips: Chip<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The chip's words with its count ("Submitted (3)"). */
  countLabel: (label: string, count: number) => string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          aria-pressed={value === chip.value}
          onClick={() => onChange(chip.value)}
          className="min-h-11 rounded-full border-2 border-primary px-4 text-base font-medium text-primary hover:bg-primary-soft aria-pressed:bg-primary aria-pressed:text-white"
        >
          {chip.count === undefined ? chip.label : countLabel(chip.label, chip.count)}
        </button>
      ))}
    </fieldset>
  );
}
