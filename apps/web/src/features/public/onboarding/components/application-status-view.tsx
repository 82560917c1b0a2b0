import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { buttonClass } from '../../../../shared/ui/button';
import { Skeleton } from '../../../../shared/ui/skeleton';
import {
  APPLICATION_FIELDS,
  type ApplicationStatus,
  type ApplicationValues,
  canResubmit,
  canWithdraw,
} from '../lib/application-fields';
import { type ApplicationDetails, useApplication, useResubmitApplication } from '../onboarding-api';
import { ApplicationForm } from './application-form';
import { StatusHistory } from './status-history';
import { WithdrawApplication } from './withdraw-application';

const BADGE: Record<ApplicationStatus, string> = {
  submitted: 'bg-primary-soft text-primary',
  under_review: 'bg-accent-soft text-ink',
  approved: 'bg-success text-white',
  rejected: 'bg-danger text-white',
  needs_changes: 'bg-accent text-ink',
  withdrawn: 'bg-line text-ink',
};

/** What the reviewer's note is, said by the decision it came with. */
function noteTitleKey(status: ApplicationStatus) {
  if (status === 'needs_changes' || status === 'rejected') return `status.noteTitles.${status}` as const;
  return 'status.noteTitles.other' as const;
}

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
  const [notice, setNotice] = useState<'resubmitted' | 'withdrawn' | null>(null);

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
          <section
            aria-labelledby="reviewer-note-title"
            className={`mt-5 rounded-xl border-s-4 p-4 ${
              application.status === 'rejected'
                ? 'border-danger bg-danger/10'
                : 'border-accent bg-accent-soft'
            }`}
          >
            <h2 id="reviewer-note-title" className="text-base font-bold text-ink">
              {t(noteTitleKey(application.status))}
            </h2>
            <p className="mt-1 whitespace-pre-line text-ink">{application.reviewerNote}</p>
          </section>
        ) : null}
        {application.status === 'approved' ? <NextSteps email={application.contactPersonEmail} /> : null}
        {application.status === 'withdrawn' ? (
          <p className="mt-5">
            <Link to="/restaurant-onboarding" className={buttonClass('secondary')}>
              {t('status.newApplication')}
            </Link>
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="mt-5 rounded-xl bg-success/10 p-3 font-medium text-success">
            {notice === 'resubmitted' ? t('resubmit.success') : t('withdraw.done')}
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
              setNotice('resubmitted');
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
      {canWithdraw(application.status) ? (
        <WithdrawApplication
          applicationId={applicationId}
          onWithdrawn={() => {
            setNotice('withdrawn');
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </div>
  );
}

/** Approved: the owner's invitation is on its way (an e-mail that sets the password), then the console. */
function NextSteps({ email }: { email: string | null }) {
  const { t } = useTranslation('onboarding');
  return (
    <section
      aria-labelledby="next-steps-title"
      className="mt-5 rounded-xl border-s-4 border-success bg-success/10 p-4"
    >
      <h2 id="next-steps-title" className="text-base font-bold text-ink">
        {t('status.nextSteps.title')}
      </h2>
      <p className="mt-1 text-ink">
        {/* The address isolated (FSI … PDI) so an Arabic sentence does not reorder it. */}
        {email
          ? t('status.nextSteps.email', { email: `\u2068${email}\u2069` })
          : t('status.nextSteps.emailUnknown')}
      </p>
      <p className="mt-1 text-ink">{t('status.nextSteps.then')}</p>
      <p className="mt-3">
        <Link to="/dashboard/login" className={buttonClass('primary')}>
          {t('status.nextSteps.signIn')}
        </Link>
      </p>
    </section>
  );
}
