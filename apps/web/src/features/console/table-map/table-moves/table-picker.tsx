/**
 * The tables a move or a merge may go to, as large radio buttons (a tablet at arm's length): the table's
 * number, and what it owes when it is occupied.
 */
export function TablePicker({
  legend,
  name,
  tables,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  tables: readonly { number: number; note?: string }[];
  value: number | null;
  onChange: (number: number) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-medium">{legend}</legend>
      <div className="grid max-h-72 grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2 overflow-y-auto">
        {tables.map((table) => (
          <label
            key={table.number}
            className="flex min-h-14 cursor-pointer items-center gap-2 rounded-2xl border-2 border-line bg-card px-4 py-2 text-lg font-bold has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={table.number}
              checked={value === table.number}
              onChange={() => onChange(table.number)}
              className="size-5 accent-primary"
            />
            <span className="flex flex-col">
              <span className="tabular-nums">{table.number}</span>
              {table.note ? <span className="text-sm font-normal text-muted">{table.note}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
