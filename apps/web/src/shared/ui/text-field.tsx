import type { InputHTMLAttributes } from 'react';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  optionalLabel?: string;
  multiline?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'dir' | 'maxLength' | 'lang'
>;

const inputClass =
  'block w-full rounded-xl border bg-card px-4 py-3 text-base text-ink placeholder:text-muted aria-invalid:border-danger';

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  isRequired = false,
  optionalLabel,
  multiline = false,
  ...inputProps
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': isRequired || undefined,
    className: `${inputClass} ${error ? 'border-danger' : 'border-line'}`,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-danger">
            {' *'}
          </span>
        ) : optionalLabel ? (
          <span className="text-muted"> ({optionalLabel})</span>
        ) : null}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={4}
          dir={inputProps.dir}
          maxLength={inputProps.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...shared} {...inputProps} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
