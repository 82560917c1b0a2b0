import type { AdminApplication } from '@sufra/domain/contracts';
import type { TKey } from '../../../../i18n/keys';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { ApplicationStatusBadge } from './application-status-badge';

type Entry = AdminApplication['timeline'][number];
type Change = Entry['changes'][number];

/** The fields a resubmission may change, with their words (anything else is shown by its name). */
const FIELD_WORDS = new Set([
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'address',
  'addressAr',
  'city',
  'phone',
  'categoryId',
  'contactPersonName',
  'contactPersonEmail',
  'businessRegistration',
  'website',
  'socialMedia',
  'logoUrl',
  'language',
]);

/**
 * The application's history, oldest first: each status with when and who (an admin's name, or the
 * applicant), the note sent, and for a resubmission the fields it changed, before → after, set apart.
 */
export function ApplicationTimeline({ timeline }: { timeline: Entry[] }) {
  const { t, i18n } = useTranslation('admin');
  const entries = [...timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section
      aria-labelledby="application-timeline"
      className="flex flex-col gap-3 rounded-3xl bg-card p-5 shadow-sm"
    >
      <h2 id="application-timeline" className="text-lg font-bold">
        {t('application.timeline')}
      </h2>
      <ol className="flex flex-col gap-4 border-s-2 border-line ps-4">
        {entries.map((entry) => (
          <li key={`${entry.at}-${entry.status}`} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <ApplicationStatusBadge status={entry.status} />
              <span className="text-sm text-muted">
                <time dateTime={entry.at}>{formatRiyadhDate(entry.at, i18n.language)}</time>
                {' · '}
                {entry.by ? t('application.by', { name: entry.by }) : t('application.byApplicant')}
              </span>
            </div>
            {entry.note ? (
              <blockquote className="whitespace-pre-line rounded-2xl bg-surface px-4 py-2">
                {entry.note}
              </blockquote>
            ) : null}
            {entry.changes.length ? <Changes changes={entry.changes} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const CHANGES_BOX = 'overflow-x-auto rounded-2xl bg-accent-soft p-3';

function Changes({ changes }: { changes: Change[] }) {
  const { t } = useTranslation('admin');
  const label = (field: string) => (FIELD_WORDS.has(field) ? t(`fields.${field}` as TKey<'admin'>) : field);
  const value = (field: string, text: string | null, kind: 'before' | 'after') => {
    if (text === null || text === '') return <span className="text-muted">{t('common.empty')}</span>;
    if (field === 'logoUrl')
      return (
        <img
          src={text}
          alt={`${label(field)}: ${t(kind === 'before' ? 'application.before' : 'application.after')}`}
          className="max-h-16 w-auto rounded-xl border border-line object-contain"
        />
      );
    const Tag = kind === 'before' ? 'del' : 'ins';
    return (
      <Tag
        className={`whitespace-pre-line break-words rounded px-1 ${
          kind === 'before' ? 'bg-danger/10 text-ink' : 'bg-success/15 text-ink'
        }`}
      >
        {text}
      </Tag>
    );
  };
  // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
    <section tabIndex={0} aria-label={t('application.changed')} className={CHANGES_BOX}>
      <table className="w-full min-w-[28rem] border-separate border-spacing-y-1 text-start">
        <caption className="pb-1 text-start font-semibold">{t('application.changed')}</caption>
        <thead>
          <tr className="text-sm text-muted">
            <th scope="col" className="text-start font-medium">
              {t('application.field')}
            </th>
            <th scope="col" className="text-start font-medium">
              {t('application.before')}
            </th>
            <th scope="col" className="text-start font-medium">
              {t('application.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className="align-top">
              <th scope="row" className="pe-3 text-start font-medium">
                {label(change.field)}
              </th>
              <td className="pe-3">{value(change.field, change.before, 'before')}</td>
              <td>{value(change.field, change.after, 'after')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
