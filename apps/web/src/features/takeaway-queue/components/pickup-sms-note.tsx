import type { TakeawayOrder } from '@sufra/domain/contracts';
import { useTranslation } from '../../../i18n/use-translation';

/** What became of the pickup SMS: whether the customer knows, or must be called by number. */
export function PickupSmsNote({ state }: { state: TakeawayOrder['pickupSms'] }) {
  const { t } = useTranslation('pickup');
  const tone = state === 'failed' ? 'text-danger' : state === 'sent' ? 'text-success' : 'text-muted';
  return <p className={`text-sm font-medium ${tone}`}>{t(`sms.${state}`)}</p>;
}
