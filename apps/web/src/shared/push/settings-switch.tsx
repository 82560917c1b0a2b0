import { useId } from 'react';

/** A labelled on/off switch (a button with role="switch"): the label and its hint are its name and description. */
export function SettingsSwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <p id={`${id}-label`} className="font-medium">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="inline-flex min-h-12 min-w-14 items-center justify-center rounded-full disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-7 w-12 rounded-full transition-colors ${checked ? 'bg-primary' : 'bg-muted'}`}
        >
          <span
            className={`absolute top-0.5 size-6 rounded-full bg-white shadow transition-[inset-inline-start] ${checked ? 'start-[1.375rem]' : 'start-0.5'}`}
          />
        </span>
      </button>
    </div>
  );
}
