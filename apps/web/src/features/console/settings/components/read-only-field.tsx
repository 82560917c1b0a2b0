/** A value a manager sees but only the owner changes (OWNER_ONLY_SETTINGS), saying so. */
export function ReadOnlyField({
  id,
  label,
  value,
  note,
}: {
  id: string;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <output
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-note`}
        dir="ltr"
        className="block min-h-12 rounded-xl border border-dashed border-line px-4 py-3 text-start text-base"
      >
        {value || '—'}
      </output>
      <p id={`${id}-note`} className="text-sm text-muted">
        {note}
      </p>
    </div>
  );
}
