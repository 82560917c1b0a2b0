import type { ReactNode } from 'react';

/** One of a few choices as a large radio row on a console form (the kind of discount, when diners pay). */
export function Choice({
  name,
  value,
  checked,
  disabled = false,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-2xl border-2 border-line bg-card px-4 py-2 has-checked:border-primary has-checked:bg-primary-soft has-disabled:cursor-not-allowed has-disabled:opacity-70">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="size-5 shrink-0 accent-primary"
      />
      <span className="font-medium">{children}</span>
    </label>
  );
}
