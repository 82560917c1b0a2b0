import type { ZatcaSettings } from '@sufra/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { QueryLadder } from '../../../../shared/staff/console-page';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useRefreshZatcaSettings, useZatcaSettings } from '../zatca-settings-api';
import { ZatcaEnvironment } from './zatca-environment';
import { ZatcaOnboardForm } from './zatca-onboard-form';
import { ZatcaUnit } from './zatca-unit';

/**
 * Settings → E-invoicing (ZATCA), issue 27. The owner's only (GET/POST/PATCH /staff/settings/zatca answer
 * 403 to a manager): a manager sees the heading and who to ask, and the screen never asks the server.
 * Not connected: what it does, where it reports, and the onboarding form; connected: the unit, its
 * certificate and renewal. `profileVatNumber` is the Profile form's: saving it there reads this again.
 */
export function ZatcaSection({
  isOwner,
  profileVatNumber,
}: {
  isOwner: boolean;
  profileVatNumber: string | null;
}) {
  const { t, i18n } = useTranslation('settings');
  const settings = useZatcaSettings(isOwner);
  const refresh = useRefreshZatcaSettings();
  const [notice, setNotice] = useState('');
  const shownVat = useRef(profileVatNumber);
  useEffect(() => {
    if (shownVat.current === profileVatNumber) return;
    shownVat.current = profileVatNumber;
    if (isOwner) refresh();
  }, [profileVatNumber, isOwner, refresh]);

  const renewed = (saved: ZatcaSettings) =>
    setNotice(
      t('zatca.renewed', {
        date: saved.egs ? formatRiyadhDate(saved.egs.certificateExpiresAt, i18n.language) : '',
      }),
    );

  return (
    <section aria-labelledby="settings-zatca" className="rounded-3xl border border-line bg-card p-5 md:p-6">
      <h2 id="settings-zatca" className="text-xl font-bold">
        {t('zatca.title')}
      </h2>
      {isOwner ? (
        <div className="mt-2 flex flex-col gap-5">
          <p role="status" className={notice ? 'font-medium text-success' : 'sr-only'}>
            {notice}
          </p>
          <QueryLadder query={settings} skeleton={<Skeleton className="h-72" />}>
            {(data) =>
              data.egs ? (
                <ZatcaUnit egs={data.egs} onRenewed={renewed} />
              ) : (
                <NotConnected settings={data} onConnected={() => setNotice(t('zatca.connected'))} />
              )
            }
          </QueryLadder>
        </div>
      ) : (
        <>
          <p className="text-muted">{t('zatca.managerNote')}</p>
          <Link to="/dashboard/e-invoices" className="font-medium text-primary underline">
            {t('zatca.documentsLink')}
          </Link>
        </>
      )}
    </section>
  );
}

function NotConnected({ settings, onConnected }: { settings: ZatcaSettings; onConnected: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <div className="flex flex-col gap-2">
        <p>{t('zatca.whatItDoes')}</p>
        <p>{t('zatca.neverWaits')}</p>
      </div>
      <ZatcaEnvironment environment={settings.environment} />
      {settings.vatNumber ? (
        <p>
          <span className="text-sm font-medium">{t('zatca.vatNumber')} </span>
          <bdi dir="ltr" className="font-mono">
            {settings.vatNumber}
          </bdi>{' '}
          <span className="text-sm text-muted">{t('zatca.vatFromProfile')}</span>
        </p>
      ) : (
        <p className="rounded-2xl border-2 border-accent bg-accent-soft px-4 py-3 font-medium">
          {t('zatca.vatMissing')}
        </p>
      )}
      <ZatcaOnboardForm settings={settings} onConnected={onConnected} />
    </>
  );
}
