import { formatMoney, type Halalas } from '@sufra/domain';
import type { AuditAction, AuditEntry } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { Button } from '../../../shared/ui/button';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useErrorText } from '../../../shared/use-error-text';
import { AUDIT_PAGE, readOlderAuditEntries, useAuditLog } from '../staff-admin-api';
import { EmptyLine, Section } from './section';

const SENTENCES = {
  'staff.invited': 'invited',
  'staff.invite_revoked': 'inviteRevoked',
  'staff.joined': 'joined',
  'staff.role_changed': 'roleChanged',
  'staff.deactivated': 'deactivated',
  'staff.reactivated': 'reactivated',
  'staff.session_revoked': 'sessionRevoked',
  'staff.password_reset': 'passwordReset',
  'order.cancelled': 'orderCancelled',
} as const satisfies Record<AuditAction, string>;

const ROLES = new Set(['owner', 'manager', 'waiter', 'kitchen', 'admin']);

/**
 * What an entry says, in the reader's language: the details carry the e-mail and the roles concerned, or
 * for a cancelled order its number, the reason and what was refunded (halalas).
 */
function useSentence(): (entry: AuditEntry) => string {
  const { t, i18n } = useTranslation(['staff', 'dashboard']);
  const role = (value: unknown) =>
    typeof value === 'string' && ROLES.has(value)
      ? t(`dashboard:roles.${value as 'owner'}`)
      : String(value ?? '');
  return (entry) => {
    const { details } = entry;
    const text = t(`audit.actions.${SENTENCES[entry.action]}`, {
      email: String(details.email ?? ''),
      role: role(details.role),
      from: role(details.from),
      to: role(details.to),
      number: String(details.orderNumber ?? ''),
      reason: String(details.reason ?? ''),
    });
    const refunded = (details.refund as { amount?: unknown } | undefined)?.amount;
    return typeof refunded === 'number' && refunded > 0
      ? `${text} · ${t('audit.refunded', { amount: formatMoney(refunded as Halalas, i18n.language === 'en' ? 'en' : 'ar') })}`
      : text;
  };
}

/** The access log: who did what to whose access, and when; newest first, older pages on request. */
export function AuditSection() {
  const { t, i18n } = useTranslation('staff');
  const errorText = useErrorText();
  const log = useAuditLog();
  const sentence = useSentence();
  const [older, setOlder] = useState<AuditEntry[]>([]);
  const [olderState, setOlderState] = useState<{ isLoading: boolean; hasMore: boolean; error: unknown }>({
    isLoading: false,
    hasMore: true,
    error: null,
  });
  const newest = log.data ?? [];
  const shown = [...newest, ...older.filter((e) => !newest.some((n) => n.id === e.id))];
  const canAskOlder = olderState.hasMore && shown.length >= AUDIT_PAGE;
  const readOlder = async () => {
    const oldest = shown.at(-1);
    if (!oldest) return;
    setOlderState({ isLoading: true, hasMore: true, error: null });
    try {
      const page = await readOlderAuditEntries(oldest.id);
      setOlder((entries) => [...entries, ...page]);
      setOlderState({ isLoading: false, hasMore: page.length === AUDIT_PAGE, error: null });
    } catch (error) {
      setOlderState({ isLoading: false, hasMore: true, error });
    }
  };

  return (
    <Section id="audit-title" title={t('audit.title')} intro={t('audit.intro')}>
      {log.isError && !log.data ? (
        <LoadFailure error={log.error} onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <Skeleton className="h-40" />
      ) : shown.length === 0 ? (
        <EmptyLine>{t('audit.empty')}</EmptyLine>
      ) : (
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
                  <td className="px-3 py-3 [overflow-wrap:anywhere] sm:px-4">{sentence(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
