import type { ReactNode } from 'react';

/** A small data table: the words a chart stands for, readable by screen readers and at arm's length. */
export function ReportTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-start text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            {head.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={`py-2 pe-3 font-medium ${i === 0 ? 'text-start' : 'text-end'}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line/60 last:border-0">
              {row.cells.map((cell, i) => {
                const Cell = i === 0 ? 'th' : 'td';
                return (
                  <Cell
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                    key={i}
                    {...(i === 0 ? { scope: 'row' } : {})}
                    className={`py-2 pe-3 tabular-nums ${i === 0 ? 'text-start font-medium' : 'text-end'}`}
                  >
                    {cell}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
