import type { ZatcaSettings } from '@sufra/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useErrorCodeText, useErrorText } from '../../../../shared/use-error-text';
import { otpProblem } from '../lib/zatca-form';
import { useRenewZatca } from '../zatca-settings-api';
import { ZatcaOtpField } from './zatca-otp-field';
import { ZatcaRefusal } from './zatca-refusal';

const OTP_ID = 'settings-zatca-renew-otp';

/**
 * Renews the unit's certificate with a new OTP from the Fatoora portal (PATCH, confirmed). The unit, its
 * serial and its invoice chain stay; a new key and certificate replace the old ones.
 */
export function ZatcaRenewForm({ onRenewed }: { onRenewed: (settings: ZatcaSettings) => void }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const codeText = useErrorCodeText();
  const renew = useRenewZatca();
  const [otp, setOtp] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = otpProblem(otp);
    setProblem(found ? codeText(found) : undefined);
    if (found) document.getElementById(OTP_ID)?.focus();
    else setAsking(true);
  };
  const send = () => {
    setAsking(false);
    renew.mutate(
      { otp: otp.trim() },
      {
        onSuccess: (settings) => {
          setOtp('');
          onRenewed(settings);
        },
        onError: (error) => setRefusal(errorText(error)),
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby="settings-zatca-renew"
      onSubmit={submit}
      className="flex flex-col gap-4 border-t border-line pt-5"
    >
      <h3 id="settings-zatca-renew" className="text-lg font-bold">
        {t('zatca.renewTitle')}
      </h3>
      <p className="text-muted">{t('zatca.renewIntro')}</p>
      <fieldset disabled={renew.isPending} className="flex flex-col gap-4">
        <legend className="sr-only">{t('zatca.renewTitle')}</legend>
        <ZatcaOtpField
          id={OTP_ID}
          value={otp}
          onChange={(value) => {
            setOtp(value);
            if (problem) setProblem(otpProblem(value) ? problem : undefined);
          }}
          error={problem}
        />
      </fieldset>
      <ZatcaRefusal text={refusal} />
      <div>
        <Button type="submit" disabled={renew.isPending} aria-busy={renew.isPending || undefined}>
          {renew.isPending ? t('zatca.renewing') : t('zatca.renew')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('zatca.confirmRenewTitle')}
        confirmLabel={t('zatca.confirmRenew')}
        cancelLabel={t('zatca.cancel')}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      >
        <p>{t('zatca.confirmRenewBody')}</p>
      </ConfirmDialog>
    </form>
  );
}
