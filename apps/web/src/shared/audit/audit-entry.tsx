import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { auditFormat, type Details } from './audit-format';
import { auditRows, auditSentence, auditSubject } from './audit-rows';

/** The audit's own words first; roles, statuses, payment methods and caffeine levels keep their screens' words. */
const NAMESPACES = [
  'audit',
  'dashboard',
  'orders',
  'onboarding',
  'tableSetup',
  'menuEditor',
  'floor',
] as const;

/**
 * The one renderer of audit entries, for the owner's log (Staff screen) and the platform admin's
 * (/admin/audit): `sentence` says what happened, `subject` names what it happened to.
 */
export function useAuditWords() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const f = useMemo(() => auditFormat(t, i18n.language), [t, i18n.language]);
  return {
    f,
    sentence: (action: string, details: Details, subject: string) =>
      auditSentence(f, action, details, subject),
    subject: (subject: string) => auditSubject(f, subject),
  };
}

/**
 * What the sentence does not say: each other detail as "label: value", and what changed as a table of
 * the field, its value before and after. Every label and value in words, money with the money format.
 */
export function AuditDetails({ action, details }: { action: string; details: Details }) {
  const { f } = useAuditWords();
  const { lines, changes } = auditRows(f, action, details);
  if (lines.length === 0 && changes.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {lines.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {lines.map((line) => (
            <div key={line.key} className="contents">
              <dt className="text-muted">{line.label}</dt>
              <dd className="min-w-0 break-words whitespace-pre-line">
                {/* Each value isolated in the direction of its first letter ("E2E: checked." keeps its full
                    stop at its end in Arabic); addresses and codes always left to right. */}
                <bdi dir={line.isLtr ? 'ltr' : undefined}>{line.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {changes.length ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        <section tabIndex={0} aria-label={f.t('details')} className="overflow-x-auto">
          <table className="min-w-[20rem] text-start text-sm">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="pe-6 text-start font-medium">
                  {f.t('change')}
                </th>
                <th scope="col" className="pe-6 text-start font-medium">
                  {f.t('before')}
                </th>
                <th scope="col" className="text-start font-medium">
                  {f.t('after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.key} className="align-top">
                  <th scope="row" className="pe-6 text-start font-medium">
                    {change.label}
                  </th>
                  <td className="pe-6 break-words">
                    <bdi>{change.before}</bdi>
                  </td>
                  <td className="break-words">
                    <bdi>{change.after}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
