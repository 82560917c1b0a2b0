import type { ZatcaEgs, ZatcaSettings } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { ZatcaEnvironment } from './zatca-environment';
import { ZatcaRenewForm } from './zatca-renew-form';

function Fact({ term, children, isCode = false }: { term: string; children: ReactNode; isCode?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className={isCode ? 'font-mono text-sm break-all' : 'font-medium'}>
        {isCode ? <bdi dir="ltr">{children}</bdi> : children}
      </dd>
    </div>
  );
}

/** The national address on one line, in the order it is written (building, street, district, city…). */
function addressLine({ address }: ZatcaEgs, separator: string): string {
  const building = address.additionalNumber
    ? `${address.buildingNumber}-${address.additionalNumber}`
    : address.buildingNumber;
  return [`${building} ${address.street}`, address.district, `${address.city} ${address.postalCode}`].join(
    separator,
  );
}

/**
 * The connected unit: who its certificate is for, where it reports, how many documents it signed, and when
 * its certificate expires, with a warning from 30 days before (renewalDue) and once expired; then renewal.
 */
export function ZatcaUnit({
  egs,
  onRenewed,
}: {
  egs: ZatcaEgs;
  onRenewed: (settings: ZatcaSettings) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const date = (iso: string) => formatRiyadhDate(iso, i18n.language);
  const expires = date(egs.certificateExpiresAt);
  const separator = i18n.language === 'ar' ? '، ' : ', ';
  return (
    <div className="flex flex-col gap-5">
      <ZatcaEnvironment environment={egs.environment} />
      {egs.expired ? (
        <p className="rounded-2xl border-2 border-danger bg-danger/10 px-4 py-3 font-medium text-danger">
          {t('zatca.expired', { date: expires })}
        </p>
      ) : egs.renewalDue ? (
        <p className="rounded-2xl border-2 border-accent bg-accent-soft px-4 py-3 font-medium">
          {t('zatca.renewalDue', { date: expires })}
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term={t('zatca.organisationName')}>{egs.organisationName}</Fact>
        <Fact term={t('zatca.branchName')}>{egs.branchName}</Fact>
        <Fact term={t('zatca.vatNumber')} isCode>
          {egs.vatNumber}
        </Fact>
        <Fact term={t('zatca.crNumber')} isCode>
          {egs.crNumber}
        </Fact>
        <Fact term={t('zatca.industry')}>{egs.industry}</Fact>
        <Fact term={t('zatca.address')}>{addressLine(egs, separator)}</Fact>
        <Fact term={t('zatca.serial')} isCode>
          {egs.serial}
        </Fact>
        <Fact term={t('zatca.documentsSigned')}>
          <span className="tabular-nums">{egs.documentsSigned}</span>
        </Fact>
        <Fact term={t('zatca.onboardedAt')}>
          <time dateTime={egs.onboardedAt}>{date(egs.onboardedAt)}</time>
        </Fact>
        {egs.renewedAt ? (
          <Fact term={t('zatca.renewedAt')}>
            <time dateTime={egs.renewedAt}>{date(egs.renewedAt)}</time>
          </Fact>
        ) : null}
        <Fact term={t('zatca.certificateExpiresAt')}>
          <time dateTime={egs.certificateExpiresAt}>{expires}</time>
        </Fact>
      </dl>
      <Link to="/dashboard/e-invoices" className="self-start font-medium text-primary underline">
        {t('zatca.documentsLink')}
      </Link>
      <ZatcaRenewForm onRenewed={onRenewed} />
    </div>
  );
}
