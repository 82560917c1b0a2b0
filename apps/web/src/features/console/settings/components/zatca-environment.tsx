import type { ZatcaEnvironmentName } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';

/** Where the unit reports, in words: only production reports real invoices (saffron marks a test one). */
export function ZatcaEnvironment({ environment }: { environment: ZatcaEnvironmentName }) {
  const { t } = useTranslation('settings');
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">{t('zatca.environment')}</span>
      <span
        data-environment={environment}
        className={`rounded-full px-4 py-1.5 font-medium ${
          environment === 'production' ? 'bg-primary text-white' : 'bg-accent-soft text-ink'
        }`}
      >
        {t(`zatca.environments.${environment}`)}
      </span>
    </p>
  );
}
