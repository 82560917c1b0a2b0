import { useTranslation } from '../../../../i18n/use-translation';
import { QueryLadder } from '../../../../shared/staff/console-page';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { usePaymentSettings } from '../payment-settings-api';
import { PaymentsForm } from './payments-form';

/**
 * Settings → Payments. The owner's only (GET/PUT /staff/settings/payments answer 403 to a manager): a
 * manager sees the heading and who to ask, and the screen never asks the server for it.
 */
export function PaymentsSection({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation('settings');
  const settings = usePaymentSettings(isOwner);
  if (!isOwner)
    return (
      <section
        aria-labelledby="settings-payments-manager"
        className="rounded-3xl border border-line bg-card p-5 md:p-6"
      >
        <h2 id="settings-payments-manager" className="text-xl font-bold">
          {t('payments.title')}
        </h2>
        <p className="text-muted">{t('payments.managerNote')}</p>
      </section>
    );
  return (
    <QueryLadder query={settings} skeleton={<Skeleton className="h-72" />}>
      {(data) => <PaymentsForm settings={data} />}
    </QueryLadder>
  );
}
