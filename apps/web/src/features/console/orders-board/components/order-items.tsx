import type { StaffOrderItem } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';

/**
 * The lines as the kitchen and the floor need them: quantity first, options under the name, the diner's
 * instructions set apart in the saffron accent, a later round marked as added.
 */
export function OrderItems({ items }: { items: readonly StaffOrderItem[] }) {
  const { t } = useTranslation('board');
  const localized = useLocalized();
  return (
    <ul className="flex flex-col gap-1.5">
      {items.map((item) => (
        <li key={item.index} className="flex gap-2">
          <span className="min-w-8 shrink-0 font-bold tabular-nums">{item.quantity}×</span>
          <div className="min-w-0 flex-1">
            <p className="font-medium">
              {localized(item.name, item.nameAr)}
              {item.batch > 0 ? (
                <span className="ms-2 rounded-md bg-primary-soft px-1.5 text-sm font-medium text-primary">
                  {t('card.addedLater')}
                </span>
              ) : null}
            </p>
            {item.options.length > 0 ? (
              <p className="text-base text-muted">
                {item.options
                  .map((o) => `${localized(o.name, o.nameAr)}${o.quantity > 1 ? ` ×${o.quantity}` : ''}`)
                  .join(' · ')}
              </p>
            ) : null}
            {item.specialInstructions ? (
              <p className="mt-0.5 rounded-lg bg-accent-soft px-2 py-0.5 text-base">
                <span className="font-semibold">{t('card.instructions')}</span> {item.specialInstructions}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
