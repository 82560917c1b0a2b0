import { useTranslation } from '../../../i18n/use-translation';
import { ShowOlder } from '../../../shared/admin/show-older';
import { useUrlParams } from '../../../shared/admin/url-params';
import { AuditDetails, useAuditWords } from '../../../shared/audit/audit-entry';
import { useLocalized } from '../../../shared/localized';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAudit, useRestaurantChoices } from './admin-audit-api';

/**
 * /admin/audit: the append-only log of every restaurant and of the platform, newest first, older pages on
 * demand, one restaurant at a time if asked (?restaurant=): when, what (a sentence, shared/audit), by whom,
 * where, and the details in words with what changed before and after.
 */
export default function AdminAuditPage() {
  const { t, i18n } = useTranslation('admin');
  const localized = useLocalized();
  const [params, setParams] = useUrlParams();
  const restaurantParam = Number(params.get('restaurant'));
  const restaurantId = Number.isInteger(restaurantParam) && restaurantParam > 0 ? restaurantParam : undefined;
  const audit = useAudit(restaurantId);
  const choices = useRestaurantChoices();
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const words = useAuditWords();
  return (
    <ConsolePage title={t('audit.title')} intro={t('audit.intro')}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="audit-restaurant" className="text-sm font-medium">
          {t('audit.restaurant')}
        </label>
        <select
          id="audit-restaurant"
          value={restaurantId ?? ''}
          onChange={(event) => setParams({ restaurant: event.target.value || null })}
          className="min-h-11 max-w-md rounded-xl border border-line bg-card px-3"
        >
          <option value="">{t('audit.allRestaurants')}</option>
          {restaurantId && !choices.data?.some((r) => r.id === restaurantId) ? (
            <option value={restaurantId}>#{restaurantId}</option>
          ) : null}
          {(choices.data ?? []).map((restaurant) => (
            <option key={restaurant.id} value={restaurant.id}>
              {localized(restaurant.name, restaurant.nameAr)}
            </option>
          ))}
        </select>
      </div>
      <QueryLadder
        query={audit}
        skeleton={
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        }
        isEmpty={() => entries.length === 0}
        empty={<EmptyState title={t('audit.empty')} />}
      >
        {() => (
          <ol className="flex flex-col gap-3">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-2 rounded-3xl bg-card p-4 shadow-sm">
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h2 className="min-w-0 font-bold [overflow-wrap:anywhere]">
                    {words.sentence(entry.action, entry.details, entry.subject)}
                  </h2>
                  <time dateTime={entry.at} className="text-sm text-muted">
                    {formatRiyadhDate(entry.at, i18n.language)}
                  </time>
                </div>
                <p className="text-sm [overflow-wrap:anywhere]">
                  {entry.actor
                    ? t('audit.actor', {
                        name: entry.actor.name,
                        role: t(`dashboard:roles.${entry.actor.role as 'owner'}`, {
                          defaultValue: entry.actor.role,
                        }),
                      })
                    : t('audit.system')}
                  {' · '}
                  {entry.restaurantName ??
                    (entry.restaurantId ? `#${entry.restaurantId}` : t('audit.platform'))}
                  {' · '}
                  <span className="text-muted">{words.subject(entry.subject)}</span>
                </p>
                <AuditDetails action={entry.action} details={entry.details} />
              </li>
            ))}
          </ol>
        )}
      </QueryLadder>
      <ShowOlder
        hasMore={audit.hasNextPage}
        isLoading={audit.isFetchingNextPage}
        label={t('common.showOlder')}
        loadingLabel={t('common.loadingOlder')}
        onClick={() => void audit.fetchNextPage()}
      />
    </ConsolePage>
  );
}
