import { useTranslation } from '../../../i18n/use-translation';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { Skeleton } from '../../../shared/ui/skeleton';
import { LogoField } from './components/logo-field';
import { OperationsForm } from './components/operations-form';
import { PaymentsSection } from './components/payments-section';
import { ProfileForm } from './components/profile-form';
import { ZatcaSection } from './components/zatca-section';
import { useSettings } from './settings-api';

/**
 * /dashboard/settings (owners and managers, by the route table): the restaurant's profile and how it
 * operates, each part its own form with its own Save. The VAT number, the CR number and the pricing mode
 * are the owner's: a manager sees them and is told so. Another manager's save shows up live. Payments
 * (gateway and keys) and e-invoicing with ZATCA (the restaurant's tax identity) are the owner's alone: a
 * manager sees only who to ask.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const { role } = useSignedInStaff();
  const isOwner = role === 'owner';
  return (
    <ConsolePage title={t('title')} intro={t('intro')} narrow gap={6}>
      <QueryLadder
        query={settings}
        skeleton={
          <div aria-busy="true" className="flex flex-col gap-6">
            <Skeleton className="h-96" />
            <Skeleton className="h-72" />
          </div>
        }
      >
        {({ profile, operations }) => (
          <>
            <ProfileForm profile={profile} isOwner={isOwner} />
            <LogoField logoUrl={profile.logoUrl} />
            <OperationsForm operations={operations} isOwner={isOwner} />
            <PaymentsSection isOwner={isOwner} />
            <ZatcaSection isOwner={isOwner} profileVatNumber={profile.vatNumber} />
          </>
        )}
      </QueryLadder>
    </ConsolePage>
  );
}
