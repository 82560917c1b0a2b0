import { ZATCA_REPORT_STATUSES, type ZatcaDocuments, type ZatcaReissue } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { AttentionBanner } from './components/attention-banner';
import { DocumentRow } from './components/document-row';
import { DocumentsFilter } from './components/documents-filter';
import { type DocumentsFilter as Filter, useZatcaDocuments } from './e-invoices-api';

const ALL: Filter = { status: 'all', kind: 'all' };

const hasNone = ({ counts }: ZatcaDocuments) => ZATCA_REPORT_STATUSES.every((status) => counts[status] === 0);

/**
 * /dashboard/e-invoices (owners and managers, by the route table; issue 27): every document signed for ZATCA
 * Phase 2 and where it stands: waiting (with the hours left of ZATCA's 24), reported, reported with
 * warnings, rejected (the owner credits and reissues one from its details). A banner says what to do about
 * rejected and overdue ones. Followed live by polling.
 */
export default function EInvoicesPage() {
  const { t } = useTranslation('eInvoices');
  const { role } = useSignedInStaff();
  const isOwner = role === 'owner';
  const [filter, setFilter] = useState<Filter>(ALL);
  const [notice, setNotice] = useState<string | null>(null);
  const reissued = (issued: ZatcaReissue) => setNotice(t('reissue.issued', issued));
  const documents = useZatcaDocuments(filter);
  const isNotConnected =
    documents.data === undefined &&
    documents.error instanceof ApiError &&
    documents.error.code === 'ZATCA_NOT_ONBOARDED';
  const toSettings = isOwner ? (
    <ButtonLink to="/dashboard/settings" variant="secondary">
      {t('empty.settingsLink')}
    </ButtonLink>
  ) : null;

  return (
    <ConsolePage title={t('title')} intro={t('intro')} gap={6}>
      {isNotConnected ? (
        <EmptyState title={t('empty.notConnectedTitle')} description={t('empty.notConnected')}>
          {toSettings}
        </EmptyState>
      ) : (
        <QueryLadder
          query={documents}
          skeleton={
            <div aria-busy="true" className="flex flex-col gap-4">
              <Skeleton className="h-24" />
              <Skeleton className="h-40" />
            </div>
          }
          isEmpty={hasNone}
          empty={
            <EmptyState title={t('empty.title')} description={t('empty.description')}>
              {toSettings}
            </EmptyState>
          }
        >
          {({ documents: list, counts }) => (
            <>
              <AttentionBanner counts={counts} isOwner={isOwner} />
              <section aria-label={t('title')} className="flex flex-col gap-4">
                <DocumentsFilter counts={counts} value={filter} onChange={setFilter} />
                {/* Here, not in the row: it outlives the row's own change once the list is read again. */}
                <p role="status" className={notice ? 'font-medium text-success' : 'sr-only'}>
                  {notice}
                </p>
                <p aria-live="polite" className="min-h-6 text-muted">
                  {documents.isFetching ? t('updating') : ''}
                </p>
                {list.length === 0 ? (
                  <p className="rounded-3xl bg-card p-5 text-lg text-muted">{t('noneForFilter')}</p>
                ) : (
                  <ul className="flex flex-col gap-4">
                    {list.map((document) => (
                      <DocumentRow key={document.id} document={document} onReissued={reissued} />
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </QueryLadder>
      )}
    </ConsolePage>
  );
}
