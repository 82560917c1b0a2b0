import type { AdminApplicationRow } from '@sufra/domain/contracts';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { FilterChips } from '../../../shared/admin/filter-chips';
import { SearchField } from '../../../shared/admin/search-field';
import { ShowOlder } from '../../../shared/admin/show-older';
import { APPLICATION_STATUS_LIST } from '../../../shared/admin/statuses';
import { useUrlParams } from '../../../shared/admin/url-params';
import { useLocalized } from '../../../shared/localized';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { type StatusFilter, useApplications } from './admin-applications-api';
import { ApplicationStatusBadge } from './components/application-status-badge';

function statusFrom(value: string | null): StatusFilter {
  return APPLICATION_STATUS_LIST.find((status) => status === value) ?? 'all';
}

/**
 * /admin/applications: the queue — status chips with their counts, search (names, city, e-mail, phone),
 * newest activity first, older pages on demand. Filters live in the address (?status=&q=).
 */
export default function AdminApplicationsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useUrlParams();
  const status = statusFrom(params.get('status'));
  const q = params.get('q') ?? '';
  const list = useApplications(status, q);
  const first = list.data?.pages[0];
  const counts = first?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  const rows = list.data?.pages.flatMap((page) => page.applications) ?? [];
  return (
    <ConsolePage title={t('applications.title')} intro={t('applications.intro')}>
      <div className="flex flex-col gap-4">
        <SearchField
          id="applications-search"
          label={t('applications.searchLabel')}
          value={q}
          onSearch={(value) => setParams({ q: value })}
        />
        <FilterChips
          legend={t('common.filter')}
          value={status}
          onChange={(value) => setParams({ status: value === 'all' ? null : value })}
          countLabel={(label, count) => t('common.chip', { label, count })}
          chips={[
            { value: 'all' as StatusFilter, label: t('common.all'), count: total },
            ...APPLICATION_STATUS_LIST.map((s) => ({
              value: s as StatusFilter,
              label: t(`applicationStatus.${s}`),
              count: counts ? (counts[s] ?? 0) : undefined,
            })),
          ]}
        />
      </div>
      <QueryLadder
        query={list}
        skeleton={
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        }
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState title={total === 0 && !q ? t('applications.emptyAll') : t('applications.empty')} />
        }
      >
        {() => (
          <ul className="flex flex-col gap-3">
            {rows.map((row) => (
              <ApplicationRow key={row.id} row={row} />
            ))}
          </ul>
        )}
      </QueryLadder>
      <ShowOlder
        hasMore={list.hasNextPage}
        isLoading={list.isFetchingNextPage}
        label={t('common.showOlder')}
        loadingLabel={t('common.loadingOlder')}
        onClick={() => void list.fetchNextPage()}
      />
      <p className="text-sm text-muted">{t('common.refreshed')}</p>
    </ConsolePage>
  );
}

function ApplicationRow({ row }: { row: AdminApplicationRow }) {
  const { t, i18n } = useTranslation('admin');
  const localized = useLocalized();
  const name = localized(row.name, row.nameAr);
  return (
    <li className="relative flex gap-4 rounded-3xl bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-primary">
      {row.logoUrl ? (
        <img
          src={row.logoUrl}
          alt={t('applications.logoOf', { name })}
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-2xl border border-line object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-xl font-bold text-primary"
        >
          {[...name][0] ?? '?'}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold">
            <Link
              to={`/admin/applications/${row.id}`}
              className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
            >
              {name}
            </Link>
          </h2>
          <ApplicationStatusBadge status={row.status} />
          {row.resubmissions > 0 ? (
            <span className="text-sm font-medium text-ink">
              {t('applications.resubmissions', { count: row.resubmissions })}
            </span>
          ) : null}
        </div>
        <p className="text-muted">
          {[localized(row.categoryName, row.categoryNameAr), row.city].filter(Boolean).join(' · ')}
        </p>
        <p className="break-words text-sm">
          {row.contactPersonEmail ? <bdi dir="ltr">{row.contactPersonEmail}</bdi> : t('applications.noEmail')}
        </p>
        <p className="text-sm text-muted">
          {t('applications.applied', { date: formatRiyadhDate(row.createdAt, i18n.language) })}
          {' · '}
          {t('applications.updated', { date: formatRiyadhDate(row.updatedAt, i18n.language) })}
        </p>
      </div>
    </li>
  );
}
