import type { ReactNode } from 'react';

type Details = Record<string, unknown>;

/** The words the table needs, in the reader's language (each console passes its own namespace's). */
export interface AuditDetailsLabels {
  /** The scrolling region's name. */
  details: string;
  change: string;
  before: string;
  after: string;
  empty: string;
  yes: string;
  no: string;
}

const isRecord = (value: unknown): value is Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An entry's details readably: a `before`/`after` pair as a table of what changed (each key with its
 * value before and after), any other detail as a line "key: value". Values are words where they are
 * yes/no or empty, text as written, anything nested as compact JSON. Shared by the platform admin's audit
 * log and the owner's (the server never records a secret: payment keys as "set, ends in 1234").
 */
export function AuditDetails({ details, labels }: { details: Details; labels: AuditDetailsLabels }) {
  const show = (value: unknown): ReactNode => {
    if (value === null || value === undefined || value === '')
      return <span className="text-muted">{labels.empty}</span>;
    if (typeof value === 'boolean') return value ? labels.yes : labels.no;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return (
      <code dir="ltr" className="break-all text-sm">
        {JSON.stringify(value)}
      </code>
    );
  };
  const { before, after, ...rest } = details;
  const hasPair = isRecord(before) || isRecord(after);
  const beforeRecord = isRecord(before) ? before : {};
  const afterRecord = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])];
  const others = hasPair ? rest : details;
  return (
    <div className="flex flex-col gap-2">
      {hasPair && keys.length ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        <section tabIndex={0} aria-label={labels.details} className="overflow-x-auto">
          <table className="w-full min-w-[24rem] text-start text-sm">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="pe-3 text-start font-medium">
                  {labels.change}
                </th>
                <th scope="col" className="pe-3 text-start font-medium">
                  {labels.before}
                </th>
                <th scope="col" className="text-start font-medium">
                  {labels.after}
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key} className="align-top">
                  <th scope="row" className="pe-3 text-start font-medium">
                    <bdi dir="ltr">{key}</bdi>
                  </th>
                  <td className="pe-3 break-words">{show(beforeRecord[key])}</td>
                  <td className="break-words">{show(afterRecord[key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {Object.keys(others).length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {Object.entries(others).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-muted">
                <bdi dir="ltr">{key}</bdi>
              </dt>
              <dd className="min-w-0 break-words whitespace-pre-line">{show(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
