import { useTranslation } from '../../../../i18n/use-translation';
import { TextField } from '../../../../shared/ui/text-field';

/** The Fatoora portal's one-time code: six digits, the phone's number pad, offered by the OS when it can. */
export function ZatcaOtpField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('settings');
  return (
    <TextField
      {...props}
      label={t('zatca.otp')}
      hint={t('zatca.otpHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      dir="ltr"
      isRequired
    />
  );
}
