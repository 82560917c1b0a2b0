import { AUDIT_LOG_KINDS, type AuditEntry, type AuditLogKind } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { FilterChips } from '../../../../shared/admin/filter-chips';
import { AuditDetails, useAuditWords } from '../../../../shared/audit/audit-entry';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { QueryLadder } from '../../../../shared/staff/console-page';
import { Button } from '../../../../shared/ui/button';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useErrorText } from '../../../../shared/use-error-text';
import { AUDIT_PAGE, readOlderAuditEntries, useAuditLog } from '../staff-admin-api';
import { EmptyLine, Section } from './section';

/** One entry: what happened as a sentence, then its details in words (shared/audit, as the admin's log). */
function EntryText({ entry }: { entry: AuditEntry }) {
  const words = useAuditWords();
  return (
    <div className="flex flex-col gap-1">
      <p>{words.sentence(entry.action, entry.details, entry.subject)}</p>
      <AuditDetails action={entry.action} details={entry.details} />
    </div>
  );
}

/**
 * The restaurant's audit log: who did what, and when; newest first, older pages on request. "Access" (the
 * default) shows the changes of who may sign in; "Everything" every entry of the restaurant (money taken and
 * given back, coupons, prices, settings, QR codes, the platform's approval and suspensions).
 */
export function AuditSection() {
  const { t, i18n } = useTranslation('staff');
  const errorText = useErrorText();
  const [kind, setKindState] = useState<AuditLogKind>('access');
  const log = useAuditLog(kind);
  const [older, setOlder] = useState<AuditEntry[]>([]);
  const [olderState, setOlderState] = useState<{ isLoading: boolean; hasMore: boolean; error: unknown }>({
    isLoading: false,
    hasMore: true,
    error: null,
  });
  const setKind = (next: AuditLogKind) => {
    setKindState(next);
    setOlder([]);
    setOlderState({ isLoading: false, hasMore: true, error: null });
  };
  const newest = log.data ?? [];
  const shown = [...newest, ...older.filter((e) => !newest.some((n) => n.id === e.id))];
  const canAskOlder = olderState.hasMore && shown.length >= AUDIT_PAGE;
  const readOlder = async () => {
    const oldest = shown.at(-1);
    if (!oldest) return;
    setOlderState({ isLoading: true, hasMore: true, error: null });
    try {
      const page = await readOlderAuditEntries(kind, oldest.id);
      setOlder((entries) => [...entries, ...page]);
      setOlderState({ isLoading: false, hasMore: page.length === AUDIT_PAGE, error: null });
    } catch (error) {
      setOlderState({ isLoading: false, hasMore: true, error });
    }
  };

  return (
    <Section id="audit-title" title={t('audit.title')} intro={t('audit.intro')}>
      <FilterChips
        legend={t('audit.filter')}
        chips={AUDIT_LOG_KINDS.map((value) => ({ value, label: t(`audit.kinds.${value}`) }))}
        value={kind}
        onChange={setKind}
        countLabel={(label) => label}
      />
      <QueryLadder
        query={log}
        skeleton={<Skeleton className="h-40" />}
        isEmpty={() => shown.length === 0}
        empty={<EmptyLine>{t('audit.empty')}</EmptyLine>}
      >
        {() => (
          // No sideways scrolling on a phone: long addresses wrap anywhere instead.
          <div className="overflow-hidden rounded-3xl border border-line bg-card">
            <table className="w-full border-collapse text-start">
              <thead className="bg-primary-soft text-sm">
                <tr>
                  <th scope="col" className="px-4 py-2 text-start font-medium">
                    {t('audit.when')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start font-medium">
                    {t('audit.who')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start font-medium">
                    {t('audit.what')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((entry) => (
                  <tr key={entry.id} className="border-t border-line align-top">
                    <td className="px-3 py-3 text-sm text-muted sm:px-4 sm:text-base">
                      {formatRiyadhDate(entry.createdAt, i18n.language)}
                    </td>
                    <td className="px-3 py-3 font-medium [overflow-wrap:anywhere] sm:px-4">
                      {entry.actor?.name || t('audit.formerStaff')}
                    </td>
                    <td className="px-3 py-3 [overflow-wrap:anywhere] sm:px-4">
                      <EntryText entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryLadder>
      {olderState.error ? (
        <p role="alert" className="text-danger">
          {errorText(olderState.error)}
        </p>
      ) : null}
      {canAskOlder ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => void readOlder()}
          disabled={olderState.isLoading}
        >
          {t('audit.more')}
        </Button>
      ) : null}
    </Section>
  );
}
