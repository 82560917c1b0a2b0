import { useTranslation } from '../../../i18n/use-translation';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { LoadFailure } from '../../../shared/ui/load-failure';
import { Skeleton } from '../../../shared/ui/skeleton';
import { LogoField } from './components/logo-field';
import { OperationsForm } from './components/operations-form';
import { PaymentsSection } from './components/payments-section';
import { ProfileForm } from './components/profile-form';
import { useSettings } from './settings-api';

/**
 * /dashboard/settings (owners and managers, by the route table): the restaurant's profile and how it
 * operates, each part its own form with its own Save. The VAT number, the CR number and the pricing mode
 * are the owner's: a manager sees them and is told so. Another manager's save shows up live. Payments
 * (gateway and keys) are the owner's alone: a manager sees only who to ask.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const { role } = useSignedInStaff();
  const isOwner = role === 'owner';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-5 md:px-6">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>
      {settings.isError && !settings.data ? (
        <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <div aria-busy="true" className="flex flex-col gap-6">
          <Skeleton className="h-96" />
          <Skeleton className="h-72" />
        </div>
      ) : (
        <>
          <ProfileForm profile={settings.data.profile} isOwner={isOwner} />
          <LogoField logoUrl={settings.data.profile.logoUrl} />
          <OperationsForm operations={settings.data.operations} isOwner={isOwner} />
          <PaymentsSection isOwner={isOwner} />
        </>
      )}
    </div>
  );
}
