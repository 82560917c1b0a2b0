import type { ZatcaOnboardBody, ZatcaSettings } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { useErrorText } from '../../../../shared/use-error-text';
import { useOnboardZatca } from '../zatca-settings-api';
import { useZatcaOnboardForm } from './use-zatca-onboard-form';
import { ZatcaOtpField } from './zatca-otp-field';
import { ZatcaRefusal } from './zatca-refusal';

/** Numbers are typed as written: Latin, left to right, never the browser's guesses. */
const digits = { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' } as const;

/**
 * The onboarding form (not connected yet): who the certificate is for, the national address, and the OTP.
 * Sending is confirmed (it binds the restaurant's tax identity); while ZATCA answers the button says so.
 * A refusal is shown above the button and nothing else changes: the owner fixes what it names, or asks
 * the portal for a new OTP, and sends again.
 */
export function ZatcaOnboardForm({
  settings,
  onConnected,
}: {
  settings: ZatcaSettings;
  onConnected: () => void;
}) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const { form, bind, focusFirstProblem } = useZatcaOnboardForm(
    settings.suggestedOrganisationName,
    settings.vatNumber,
  );
  const onboard = useOnboardZatca();
  const [asking, setAsking] = useState<ZatcaOnboardBody | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isBlocked = settings.vatNumber === null;

  const submit = form.handleSubmit((body) => setAsking(body), focusFirstProblem);
  const send = (body: ZatcaOnboardBody) => {
    setAsking(null);
    setRefusal(null);
    onboard.mutate(body, { onSuccess: onConnected, onError: (error) => setRefusal(errorText(error)) });
  };

  return (
    <form
      noValidate
      aria-labelledby="settings-zatca-connect"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <h3 id="settings-zatca-connect" className="text-lg font-bold">
        {t('zatca.connectTitle')}
      </h3>
      <fieldset disabled={isBlocked || onboard.isPending} className="flex flex-col gap-5">
        <legend className="sr-only">{t('zatca.connectTitle')}</legend>
        <TextField
          {...bind('organisationName')}
          label={t('zatca.organisationName')}
          hint={t('zatca.organisationNameHint')}
          isRequired
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...bind('branchName')}
            label={t('zatca.branchName')}
            hint={t('zatca.branchNameHint')}
            isRequired
          />
          <TextField
            {...bind('industry')}
            label={t('zatca.industry')}
            hint={t('zatca.industryHint')}
            isRequired
          />
        </div>
        <TextField
          {...bind('crNumber')}
          {...digits}
          label={t('zatca.crNumber')}
          hint={t('zatca.crNumberHint')}
          maxLength={10}
          isRequired
        />
        <fieldset className="flex flex-col gap-4" aria-describedby="settings-zatca-address-hint">
          <legend className="text-base font-bold">{t('zatca.address')}</legend>
          <p id="settings-zatca-address-hint" className="-mt-2 text-sm text-muted">
            {t('zatca.addressHint')}
          </p>
          <TextField {...bind('street')} label={t('zatca.street')} isRequired />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...bind('buildingNumber')}
              {...digits}
              label={t('zatca.buildingNumber')}
              hint={t('zatca.fourDigits')}
              maxLength={4}
              isRequired
            />
            <TextField
              {...bind('additionalNumber')}
              {...digits}
              label={t('zatca.additionalNumber')}
              hint={t('zatca.fourDigits')}
              optionalLabel={t('optional')}
              maxLength={4}
            />
            <TextField {...bind('district')} label={t('zatca.district')} isRequired />
            <TextField {...bind('city')} label={t('zatca.city')} isRequired />
            <TextField
              {...bind('postalCode')}
              {...digits}
              label={t('zatca.postalCode')}
              hint={t('zatca.fiveDigits')}
              maxLength={5}
              isRequired
            />
          </div>
        </fieldset>
        <ZatcaOtpField {...bind('otp')} />
      </fieldset>
      <ZatcaRefusal text={refusal} />
      <div className="border-t border-line pt-4">
        <Button
          type="submit"
          disabled={isBlocked || onboard.isPending}
          aria-busy={onboard.isPending || undefined}
        >
          {onboard.isPending ? t('zatca.connecting') : t('zatca.connect')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('zatca.confirmConnectTitle')}
        confirmLabel={t('zatca.confirmConnect')}
        cancelLabel={t('zatca.cancel')}
        onConfirm={() => asking && send(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>
          {t('zatca.confirmConnectBody', {
            vat: settings.vatNumber ?? '',
            environment: t(`zatca.environmentNames.${settings.environment}`),
          })}
        </p>
      </ConfirmDialog>
    </form>
  );
}
