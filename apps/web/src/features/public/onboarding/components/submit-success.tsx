import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';
import { buttonClass } from '../../../../shared/ui/button';

/** Shown after the first submit: the id is the applicant's only key to the status page, so show the link. */
export function SubmitSuccess({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('onboarding');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusPath = `/restaurant-onboarding?application=${encodeURIComponent(applicationId)}`;
  const statusUrl = `${window.location.origin}${statusPath}`;

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div role="status" className="rounded-2xl border border-success bg-card p-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-success">
        {t('success.title')}
      </h1>
      <p className="mt-2 text-ink">{t('success.body')}</p>
      <p className="mt-6 text-sm font-medium text-muted">{t('success.idLabel')}</p>
      <p dir="ltr" className="mt-1 font-mono text-base break-all text-ink text-start">
        {applicationId}
      </p>
      <p className="mt-6 text-sm text-muted">{t('success.keepLink')}</p>
      <p dir="ltr" className="mt-1 text-sm break-all text-primary text-start">
        {statusUrl}
      </p>
      <Link to={statusPath} className={`${buttonClass('primary')} mt-6`}>
        {t('success.statusLink')}
      </Link>
    </div>
  );
}
