import type { Halalas } from '@sufra/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Money } from '../../../shared/ui/money';

/** The amounts of this payment: share of the bill, tip on top (tips never pay the bill), card total. */
export function PaySummary({ amount, tip, total }: { amount: Halalas; tip: Halalas; total: Halalas }) {
  const { t } = useTranslation('payment');
  return (
    <dl className="flex flex-col gap-2 rounded-2xl bg-card p-4 shadow-sm">
      <div className="flex justify-between" data-testid="pay-amount">
        <dt className="text-muted">{t('summary.amount')}</dt>
        <dd>
          <Money amount={amount} />
        </dd>
      </div>
      <div className="flex justify-between" data-testid="pay-tip">
        <dt className="text-muted">{t('summary.tip')}</dt>
        <dd>
          <Money amount={tip} />
        </dd>
      </div>
      <div
        className="flex justify-between border-t border-line pt-2 text-lg font-bold"
        data-testid="pay-total"
      >
        <dt>{t('summary.total')}</dt>
        <dd>
          <Money amount={total} />
        </dd>
      </div>
    </dl>
  );
}
