import type { TakeawayOrder } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';

/** What to hand over: each line with its quantity, its options and the customer's note for it. */
export function OrderLines({ order }: { order: TakeawayOrder }) {
  const { t } = useTranslation('pickup');
  const localized = useLocalized();
  return (
    <ul aria-label={t('card.items')} className="flex flex-col gap-1.5">
      {order.items.map((item) => (
        <li key={item.index} className="leading-snug">
          <span className="font-bold tabular-nums">{item.quantity} ×</span>{' '}
          <span className="font-medium">{localized(item.name, item.nameAr)}</span>
          {item.options.length > 0 ? (
            <span className="block text-muted">
              {item.options
                .map((o) => `${localized(o.name, o.nameAr)}${o.quantity > 1 ? ` ×${o.quantity}` : ''}`)
                .join('، ')}
            </span>
          ) : null}
          {item.specialInstructions ? (
            <span className="mt-0.5 block rounded-lg bg-accent-soft px-2 py-0.5 text-ink">
              {t('card.instructions', { text: item.specialInstructions })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
