import { formatMoney, type Halalas } from '@sufra/domain';
import type { StaffCoupon } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import type { MenuNames } from '../lib/menu-names';
import { formatPercent } from '../lib/percent';

/** A coupon's terms in words: the discount, its dates, what it applies to (named from the menu). */
export function useCouponWords() {
  const { t, i18n } = useTranslation('coupons');
  const localized = useLocalized();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const money = (amount: number) => formatMoney(amount as Halalas, lang);
  const date = (iso: string) => formatRiyadhDate(iso, i18n.language);
  // Each date kept whole inside an Arabic sentence (its digits and slashes would otherwise reorder).
  const isolated = (iso: string) => (lang === 'ar' ? `\u2068${date(iso)}\u2069` : date(iso));

  const discount = (coupon: Pick<StaffCoupon, 'kind' | 'value' | 'maxDiscount'>) => {
    if (coupon.kind === 'fixed') return t('discount.fixed', { amount: money(coupon.value) });
    const percent = formatPercent(coupon.value);
    return coupon.maxDiscount === null
      ? t('discount.percent', { percent })
      : t('discount.percentCapped', { percent, cap: money(coupon.maxDiscount) });
  };

  const dates = ({ startsAt, endsAt }: Pick<StaffCoupon, 'startsAt' | 'endsAt'>) => {
    if (startsAt && endsAt) return t('terms.between', { start: isolated(startsAt), end: isolated(endsAt) });
    if (startsAt) return t('terms.from', { start: isolated(startsAt) });
    if (endsAt) return t('terms.until', { end: isolated(endsAt) });
    return t('terms.anyTime');
  };

  /** One line per kind of target; the menu names them, an id no longer on it is counted apart. */
  const targets = (coupon: Pick<StaffCoupon, 'itemIds' | 'categoryIds'>, names: MenuNames | null) => {
    if (coupon.itemIds.length === 0 && coupon.categoryIds.length === 0) return [t('terms.everything')];
    const lines: string[] = [];
    let unknown = 0;
    const named = (ids: number[], map: Map<number, { name: string; nameAr: string }> | undefined) =>
      ids.flatMap((id) => {
        const found = map?.get(id);
        if (!found) {
          if (names) unknown++;
          return [];
        }
        return [localized(found.name, found.nameAr)];
      });
    const list = (parts: string[]) => parts.join(lang === 'ar' ? '، ' : ', ');
    const categories = named(coupon.categoryIds, names?.categories);
    const items = named(coupon.itemIds, names?.items);
    if (coupon.categoryIds.length && (categories.length || !names))
      lines.push(t('terms.categories', { count: coupon.categoryIds.length, names: list(categories) }));
    if (coupon.itemIds.length && (items.length || !names))
      lines.push(t('terms.items', { count: coupon.itemIds.length, names: list(items) }));
    if (unknown) lines.push(t('terms.unknownTargets', { count: unknown }));
    return lines;
  };

  return { discount, dates, targets, money, date };
}
