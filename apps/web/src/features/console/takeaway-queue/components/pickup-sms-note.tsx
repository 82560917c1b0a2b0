import type { TakeawayOrder } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { buttonClass } from '../../../../shared/ui/button';

/** The states in which nobody texted the customer although they left a number: the counter calls them. */
function mustCall(state: TakeawayOrder['pickupSms'], smsDelivers: boolean) {
  return state === 'kept' || state === 'failed' || (state === 'sending' && !smsDelivers);
}

/**
 * What really became of the pickup SMS: sent only when a provider accepted it. Without a provider the
 * message is only kept (Messages), so the card says so and puts the customer's number first, as a call.
 */
export function PickupSmsNote({
  state,
  phone,
  smsDelivers,
}: {
  state: TakeawayOrder['pickupSms'];
  phone: string | null;
  smsDelivers: boolean;
}) {
  const { t } = useTranslation('pickup');
  const call = phone !== null && mustCall(state, smsDelivers);
  const tone = state === 'sent' ? 'text-success' : call || state === 'failed' ? 'text-danger' : 'text-muted';
  const text =
    !smsDelivers && (state === 'not_yet' || state === 'sending')
      ? t(`sms.noProvider.${state}`)
      : t(`sms.${state}`);
  return (
    <div className="flex flex-col gap-2">
      <p className={`text-sm font-medium ${tone}`}>{text}</p>
      {call ? (
        <a href={`tel:${phone}`} className={buttonClass('primary', true)}>
          <span>{t('sms.call')}</span> <bdi dir="ltr">{phone}</bdi>
        </a>
      ) : null}
    </div>
  );
}
