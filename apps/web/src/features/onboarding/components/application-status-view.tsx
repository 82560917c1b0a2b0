import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { formatRiyadhDate } from '../../../shared/riyadh-date';
import { buttonClass } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import type { ApplicationDetails } from '../api/onboarding-api';
import { useApplication, useResubmitApplication } from '../hooks/use-onboarding-queries';
import {
  APPLICATION_FIELDS,
  type ApplicationStatus,
  type ApplicationValues,
  canResubmit,
} from '../lib/application-fields';
import { ApplicationForm } from './application-form';
import { StatusHistory } from './status-history';

const BADGE: Record<ApplicationStatus, string> = {
  submitted: 'bg-primary-soft text-primary',
  under_review: 'bg-accent-soft text-ink',
  approved: 'bg-success text-white',
  rejected: 'bg-danger text-white',
  needs_changes: 'bg-accent text-ink',
};

/** The resubmit form starts from what is on file, so the applicant fixes rather than retypes. */
function valuesOf(application: ApplicationDetails): ApplicationValues {
  const entries = APPLICATION_FIELDS.map((field) => [
    field,
    application[field] == null ? '' : String(application[field]),
  ]);
  return Object.fromEntries(entries) as ApplicationValues;
}

export function ApplicationStatusView({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation('onboarding');
  const query = useApplication(applicationId);
  const resubmit = useResubmitApplication(applicationId);
  const [isResubmitted, setResubmitted] = useState(false);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p className="sr-only">{t('status.loading')}</p>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  if (query.isError) {
    const isMissing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <div role="alert" className="rounded-2xl border border-line bg-card p-6">
        <h1 className="text-2xl font-bold text-ink">
          {isMissing ? t('status.notFoundTitle') : t('errors.unknown')}
        </h1>
        {isMissing ? <p className="mt-2 text-muted">{t('status.notFoundBody')}</p> : null}
        <div className="mt-6 flex flex-wrap gap-3">
          {isMissing ? null : (
            <button type="button" onClick={() => void query.refetch()} className={buttonClass('primary')}>
              {t('fields.retry')}
            </button>
          )}
          <Link to="/restaurant-onboarding" className={buttonClass('secondary')}>
            {t('status.newApplication')}
          </Link>
        </div>
      </div>
    );
  }

  const application = query.data;
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="application-status-title"
        className="rounded-2xl border border-line bg-card p-6"
      >
        <h1 id="application-status-title" className="text-3xl font-bold text-primary">
          {t('status.title')}
        </h1>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('status.restaurantLabel')}</dt>
            <dd className="font-medium text-ink">
              {(i18n.language === 'ar' && application.nameAr) || application.name}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('status.idLabel')}</dt>
            <dd dir="ltr" className="font-mono text-sm break-all text-ink text-start">
              {application.id}
            </dd>
          </div>
        </dl>
        <p className="mt-5">
          <span className={`inline-flex rounded-full px-3 py-1 font-bold ${BADGE[application.status]}`}>
            {t(`status.labels.${application.status}`)}
          </span>
        </p>
        <p className="mt-3 text-ink">{t(`status.explanations.${application.status}`)}</p>
        <p className="mt-1 text-sm text-muted">
          {t('status.submittedAt', { date: formatRiyadhDate(application.createdAt, i18n.language) })}
        </p>
        {application.reviewerNote ? (
          <div className="mt-5 rounded-xl border-s-4 border-accent bg-accent-soft p-4">
            <p className="text-sm font-bold text-ink">{t('status.reviewerNote')}</p>
            <p className="mt-1 whitespace-pre-line text-ink">{application.reviewerNote}</p>
          </div>
        ) : null}
        {isResubmitted ? (
          <p role="status" className="mt-5 rounded-xl bg-success/10 p-3 font-medium text-success">
            {t('resubmit.success')}
          </p>
        ) : null}
        <StatusHistory entries={application.history} />
      </section>
      {canResubmit(application.status) ? (
        <section aria-labelledby="resubmit-title">
          <ApplicationForm
            key={application.updatedAt}
            mode="resubmit"
            initialValues={valuesOf(application)}
            currentLogoUrl={application.logoUrl}
            submitLabel={t('resubmit.button')}
            submittingLabel={t('resubmit.submitting')}
            onSubmit={async (form) => {
              await resubmit.mutateAsync(form);
              setResubmitted(true);
              window.scrollTo({ top: 0 });
            }}
            intro={
              <div>
                <h2 id="resubmit-title" className="text-2xl font-bold text-ink">
                  {t('resubmit.title')}
                </h2>
                <p className="mt-2 text-muted">{t('resubmit.body')}</p>
              </div>
            }
          />
        </section>
      ) : null}
    </div>
  );
}
