import { formatMoney, halalas } from '@sufra/domain';
import type { TakeawayOrder } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';

const TONE = {
  paid: 'border border-success/40 bg-card text-success',
  refunded: 'bg-line text-ink',
  unpaid: 'bg-accent-soft text-ink',
  partially_paid: 'bg-accent-soft text-ink',
} as const;

/** Whether the money is in before the hand-over, in words (never colour alone). */
export function BillBadge({ bill }: { bill: TakeawayOrder['bill'] }) {
  const { t, i18n } = useTranslation('pickup');
  const amount = formatMoney(halalas(bill.remaining), i18n.language === 'en' ? 'en' : 'ar');
  return (
    <span className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${TONE[bill.state]}`}>
      {bill.state === 'paid' || bill.state === 'refunded'
        ? t(`bill.${bill.state}`)
        : t(`bill.${bill.state}`, { amount })}
    </span>
  );
}
