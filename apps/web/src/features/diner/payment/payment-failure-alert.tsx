import { errorKey } from '../../../i18n/keys';
import { useTranslation } from '../../../i18n/use-translation';
import { useHistoryEntry } from '../../../shared/history-router';
import { failureText, isFailureReason } from './failure-text';
import type { PaymentFailureState } from './payment-method-page';

/** What /payment-callback handed back after a failed attempt: the reason, and that nothing was charged. */
export function PaymentFailureAlert() {
  const { t, i18n } = useTranslation('payment');
  const failure = useHistoryEntry().state as PaymentFailureState | null;
  if (!failure?.failureReason && !failure?.errorCode) return null;
  return (
    <div role="alert" className="rounded-xl border border-danger bg-card p-3" data-testid="payment-failure">
      <p className="font-bold text-danger">
        {isFailureReason(failure.failureReason)
          ? failureText(failure.failureReason, i18n.language)
          : t(errorKey(failure.errorCode ?? ''), { defaultValue: t('errors:PAYMENT_DECLINED') })}
      </p>
      <p className="text-sm text-muted">{t('failure.retryHint')}</p>
    </div>
  );
}
