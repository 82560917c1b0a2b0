import { halalas } from '@sufra/domain';
import type { AdminOverview } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { adminKey, useLiveOptions } from '../../../shared/admin/admin-query';
import { APPLICATION_STATUS_LIST } from '../../../shared/admin/statuses';
import { call } from '../../../shared/api-client';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Money } from '../../../shared/ui/money';
import { Skeleton } from '../../../shared/ui/skeleton';

const overviewKey = adminKey('overview');

/** "12.5 %" in the language shown, Latin digits (as every figure of the app). */
function percent(rate: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(rate);
}

/**
 * /admin: the platform at a glance — restaurants and applications by status, new demo requests, orders
 * and paid amounts today and over 7 days (Riyadh days), the card failure rate in words, ZATCA e-invoices
 * needing a look, dead outbox jobs; each with the way to its list.
 */
export default function AdminOverviewPage() {
  const { t, i18n } = useTranslation('admin');
  const live = useLiveOptions(overviewKey);
  const overview = useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => call(routes.getAdminOverview, { signal }),
    ...live,
  });
  return (
    <ConsolePage title={t('overview.title')} intro={t('overview.intro')}>
      <QueryLadder
        query={overview}
        skeleton={
          <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        }
      >
        {(data) => (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <Card
              title={t('overview.applications')}
              link={{ to: '/admin/applications', label: t('overview.openApplications') }}
            >
              <Figures
                rows={[
                  [
                    t('overview.toReview'),
                    (data.applications.submitted ?? 0) + (data.applications.under_review ?? 0),
                  ],
                  ...APPLICATION_STATUS_LIST.map(
                    (status) =>
                      [t(`applicationStatus.${status}`), data.applications[status] ?? 0] as [string, number],
                  ),
                ]}
              />
            </Card>
            <Card
              title={t('overview.restaurants')}
              link={{ to: '/admin/restaurants', label: t('overview.openRestaurants') }}
            >
              <Figures
                rows={[
                  [t('restaurantStatus.active'), data.restaurants.active ?? 0],
                  [t('restaurantStatus.suspended'), data.restaurants.suspended ?? 0],
                ]}
              />
            </Card>
            <Card
              title={t('overview.demoRequests')}
              link={{ to: '/admin/demo-requests?status=new', label: t('overview.openDemoRequests') }}
            >
              <Figures rows={[[t('overview.newDemoRequests'), data.demoRequestsNew]]} />
            </Card>
            <Card title={t('overview.orders')}>
              <Figures
                rows={[
                  [t('overview.ordersToday'), data.today.orders],
                  [t('overview.paidToday'), <Money key="today" amount={halalas(data.today.paid)} />],
                  [t('overview.orders7'), data.last7Days.orders],
                  [t('overview.paid7'), <Money key="week" amount={halalas(data.last7Days.paid)} />],
                ]}
              />
            </Card>
            <Card title={t('overview.failures')}>
              <p className="text-lg">
                {data.paymentFailureRate === null
                  ? t('overview.noPayments')
                  : t('overview.failureRate', { percent: percent(data.paymentFailureRate, i18n.language) })}
              </p>
            </Card>
            <EInvoicesCard einvoices={data.einvoices} />
            <Card title={t('overview.outbox')}>
              <Figures rows={[[t('overview.deadJobs'), data.deadJobs]]} />
              <p className={data.deadJobs > 0 ? 'font-medium text-danger' : 'text-muted'}>
                {data.deadJobs > 0 ? t('overview.deadJobsSome') : t('overview.deadJobsNone')}
              </p>
            </Card>
          </div>
        )}
      </QueryLadder>
      <p className="text-sm text-muted">{t('common.refreshed')}</p>
    </ConsolePage>
  );
}

/**
 * ZATCA Phase 2 across the restaurants: a rejected document is not counted by ZATCA and an overdue one is
 * near its 24 hours, so either one marks the card (their owners are e-mailed; the admin may follow up).
 */
function EInvoicesCard({ einvoices }: { einvoices: AdminOverview['einvoices'] }) {
  const { t } = useTranslation('admin');
  const needsLook = einvoices.rejected > 0 || einvoices.overdue > 0;
  return (
    <Card title={t('overview.einvoices')} alert={needsLook}>
      <Figures
        rows={[
          [t('overview.einvoicesUnreported'), einvoices.unreported],
          [t('overview.einvoicesRejected'), einvoices.rejected],
          [t('overview.einvoicesOverdue'), einvoices.overdue],
          [t('overview.einvoicesRestaurants'), einvoices.restaurantsAffected],
        ]}
      />
      <p className={needsLook ? 'font-medium text-danger' : 'text-muted'}>
        {needsLook ? t('overview.einvoicesSome') : t('overview.einvoicesNone')}
      </p>
    </Card>
  );
}

function Card({
  title,
  link,
  alert = false,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  /** Something here needs the admin: the card is outlined in the danger colour. */
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`flex flex-col gap-3 rounded-3xl bg-card p-5 shadow-sm ${alert ? 'ring-2 ring-danger' : ''}`}
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
      {link ? (
        <Link
          to={link.to}
          className="mt-auto inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {link.label}
        </Link>
      ) : null}
    </section>
  );
}

/** Figures as a description list: what each counts, then the figure. */
function Figures({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="text-end font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
