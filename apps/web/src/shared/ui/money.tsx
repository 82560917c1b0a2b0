import { formatMoney, type Halalas } from '@sufra/domain';
import { useTranslation } from '../../i18n/use-translation';

/** Always two decimals and the currency of the language (ر.س / SAR), Latin digits. */
export function Money({ amount, className }: { amount: Halalas; className?: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return <bdi className={`tabular-nums ${className ?? ''}`}>{formatMoney(amount, lang)}</bdi>;
}
