import type { AdminRestaurant } from '@sufra/domain/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { Badge } from '../../../shared/admin/badge';
import { FilterChips } from '../../../shared/admin/filter-chips';
import { SearchField } from '../../../shared/admin/search-field';
import { RESTAURANT_STATUS_LIST } from '../../../shared/admin/statuses';
import { useUrlParams } from '../../../shared/admin/url-params';
import { useReturnFocus } from '../../../shared/admin/use-return-focus';
import { useLocalized } from '../../../shared/localized';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { RESTAURANTS_SHOWN, type RestaurantFilter, useRestaurants } from './admin-restaurants-api';
import { ResendInviteDialog } from './resend-invite-dialog';
import { StatusDialog } from './status-dialog';

const filterFrom = (value: string | null): RestaurantFilter =>
  RESTAURANT_STATUS_LIST.find((status) => status === value) ?? 'all';

type Mode = 'suspend' | 'reactivate' | 'resend';
type Open = { restaurant: AdminRestaurant; mode: Mode };

/**
 * /admin/restaurants: every restaurant (search ?q=, status), with its plan, owner e-mail and orders today;
 * suspend (a reason, confirmed: diners see it closed, staff keep their history) and reactivate; a
 * restaurant with no owner yet (their invitation expired or lost) gets the owner's invitation sent again.
 */
export default function AdminRestaurantsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useUrlParams();
  const status = filterFrom(params.get('status'));
  const q = params.get('q') ?? '';
  const list = useRestaurants(status, q);
  const localized = useLocalized();
  const focus = useReturnFocus();
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
    focus.restore();
  };
  return (
    <ConsolePage title={t('restaurants.title')} intro={t('restaurants.intro')}>
      <div className="flex flex-col gap-4">
        <SearchField
          id="restaurants-search"
          label={t('restaurants.searchLabel')}
          value={q}
          onSearch={(value) => setParams({ q: value })}
        />
        <FilterChips
          legend={t('common.filter')}
          value={status}
          onChange={(value) => setParams({ status: value === 'all' ? null : value })}
          countLabel={(label, count) => t('common.chip', { label, count })}
          chips={[
            { value: 'all' as RestaurantFilter, label: t('common.all') },
            ...RESTAURANT_STATUS_LIST.map((s) => ({
              value: s as RestaurantFilter,
              label: t(`restaurantStatus.${s}`),
            })),
          ]}
        />
      </div>
      {notice ? (
        <p
          role="status"
          className="rounded-2xl border border-success/40 bg-card px-4 py-3 font-medium text-success"
        >
          {notice}
        </p>
      ) : null}
      <QueryLadder
        query={list}
        skeleton={
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        }
        isEmpty={(restaurants) => restaurants.length === 0}
        empty={<EmptyState title={t('restaurants.empty')} />}
      >
        {(restaurants) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {restaurants.map((restaurant) => (
              <RestaurantCard
                key={restaurant.id}
                restaurant={restaurant}
                onAction={(mode) => {
                  focus.remember();
                  setNotice(null);
                  setOpen({ restaurant, mode });
                }}
              />
            ))}
          </ul>
        )}
      </QueryLadder>
      {list.data && list.data.length >= RESTAURANTS_SHOWN ? (
        <p className="text-muted">{t('restaurants.limit', { count: RESTAURANTS_SHOWN })}</p>
      ) : null}
      <p className="text-sm text-muted">{t('common.refreshed')}</p>
      {open?.mode === 'resend' ? (
        <ResendInviteDialog
          restaurantId={open.restaurant.id}
          name={localized(open.restaurant.name, open.restaurant.nameAr)}
          onClose={close}
          onDone={(message) => {
            setNotice(message);
            close();
          }}
        />
      ) : open ? (
        <StatusDialog
          restaurant={open.restaurant}
          name={localized(open.restaurant.name, open.restaurant.nameAr)}
          mode={open.mode}
          onClose={close}
          onDone={(message) => {
            setNotice(message);
            close();
          }}
        />
      ) : null}
    </ConsolePage>
  );
}

function RestaurantCard({
  restaurant: r,
  onAction,
}: {
  restaurant: AdminRestaurant;
  onAction: (mode: Mode) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const localized = useLocalized();
  const name = localized(r.name, r.nameAr);
  const other = i18n.language === 'ar' ? r.name : r.nameAr;
  const plan = t(`plans.${r.plan}`);
  const facts: [string, ReactNode][] = [
    [t('restaurants.plan'), plan],
    [
      t('restaurants.owner'),
      r.ownerEmail ? (
        <bdi key="owner" dir="ltr">
          {r.ownerEmail}
        </bdi>
      ) : (
        t('restaurants.noOwner')
      ),
    ],
    [t('restaurants.ordersToday'), r.ordersToday],
    [t('restaurants.city'), r.city || t('common.none')],
    [t('restaurants.joined'), formatRiyadhDate(r.createdAt, i18n.language)],
  ];
  return (
    <li className="flex flex-col gap-3 rounded-3xl bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold">{name}</h2>
          {other && other !== name ? <p className="text-sm text-muted">{other}</p> : null}
          <p className="text-sm text-muted" dir="ltr">
            <bdi>{r.slug}</bdi>
          </p>
        </div>
        <Badge tone={r.status === 'active' ? 'success' : 'danger'}>{t(`restaurantStatus.${r.status}`)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {r.status === 'suspended' && r.suspendedReason ? (
        <p className="rounded-2xl bg-danger/10 px-4 py-2 text-danger">
          {t('restaurants.suspendedBecause', { reason: r.suspendedReason })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {r.status === 'active' ? (
          <Button
            variant="danger"
            onClick={() => onAction('suspend')}
            aria-label={`${t('restaurants.suspend')} ${name}`}
          >
            {t('restaurants.suspend')}
          </Button>
        ) : (
          <Button
            onClick={() => onAction('reactivate')}
            aria-label={`${t('restaurants.reactivate')} ${name}`}
          >
            {t('restaurants.reactivate')}
          </Button>
        )}
        {r.ownerEmail === null ? (
          <Button
            variant="secondary"
            onClick={() => onAction('resend')}
            aria-label={`${t('restaurants.resendInvite')}: ${name}`}
          >
            {t('restaurants.resendInvite')}
          </Button>
        ) : null}
        <Link
          to={`/admin/audit?restaurant=${r.id}`}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('restaurants.auditLink')}
        </Link>
      </div>
    </li>
  );
}
