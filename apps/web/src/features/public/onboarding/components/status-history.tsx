import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import type { StatusHistoryEntry } from '../onboarding-api';

export function StatusHistory({ entries }: { entries: StatusHistoryEntry[] }) {
  const { t, i18n } = useTranslation('onboarding');
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="status-history-title" className="mt-8">
      <h3 id="status-history-title" className="text-lg font-bold text-ink">
        {t('status.history')}
      </h3>
      <ol className="mt-3 flex flex-col gap-4 border-s-2 border-line ps-5">
        {entries.map((entry) => (
          <li key={entry.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute -start-[27px] top-1.5 size-3 rounded-full bg-primary"
            />
            <p className="font-medium text-ink">{t(`status.labels.${entry.status}`)}</p>
            <p className="text-sm text-muted">
              <time dateTime={entry.createdAt}>{formatRiyadhDate(entry.createdAt, i18n.language)}</time>
            </p>
            {entry.note ? <p className="mt-1 whitespace-pre-line text-ink">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
