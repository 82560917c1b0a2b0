import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ApplicationForm } from './components/application-form';
import { ApplicationStatusView } from './components/application-status-view';
import { SubmitSuccess } from './components/submit-success';
import { useSubmitApplication } from './onboarding-api';

/** /restaurant-onboarding: the application form, or with ?application={id} that application's status. */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const [searchParams] = useSearchParams();
  const applicationId = searchParams.get('application');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <title>{applicationId ? t('meta.statusTitle') : t('meta.title')}</title>
      {applicationId ? <ApplicationStatusView applicationId={applicationId} /> : <NewApplication />}
    </div>
  );
}

function NewApplication() {
  const { t } = useTranslation('onboarding');
  const submit = useSubmitApplication();
  const [submittedId, setSubmittedId] = useState<string | null>(null);

  if (submittedId) return <SubmitSuccess applicationId={submittedId} />;
  return (
    <ApplicationForm
      mode="submit"
      submitLabel={t('submit.button')}
      submittingLabel={t('submit.submitting')}
      onSubmit={async (form) => {
        const application = await submit.mutateAsync(form);
        setSubmittedId(application.id);
      }}
      intro={
        <div>
          <h1 className="text-3xl font-bold text-primary">{t('intro.title')}</h1>
          <p className="mt-3 text-lg leading-relaxed text-muted">{t('intro.body')}</p>
          <p className="mt-3 text-sm text-muted">{t('intro.requiredHint')}</p>
        </div>
      }
    />
  );
}
