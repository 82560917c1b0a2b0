import { type CartLine, lineKey, lineTotal } from '@sufra/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { type CartItemDetails, useStore } from '../../../shared/store';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../shared/ui/action-icons';
import { Money } from '../../../shared/ui/money';

export function CartLineRow({ line, details }: { line: CartLine; details: CartItemDetails | undefined }) {
  const { t } = useTranslation('cart');
  const text = useLocalized();
  const key = lineKey(line);
  const increment = useStore((s) => s.incrementCartItem);
  const decrement = useStore((s) => s.decrementCartItem);
  const remove = useStore((s) => s.removeCartItem);
  const name = details ? text(details.name, details.nameAr) : t('unknownItem', { id: line.itemId });
  const options = line.selectedOptions.map((o) => {
    const n = details?.options[o.optionId];
    const label = n ? text(n.name, n.nameAr) : `#${o.optionId}`;
    return o.quantity > 1 ? `${label} × ${o.quantity}` : label;
  });
  const stepper =
    'inline-flex size-11 items-center justify-center rounded-full border border-line text-primary';
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-card p-3 shadow-sm">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-bold">{name}</h3>
          {options.length ? <p className="text-sm text-muted">{options.join('، ')}</p> : null}
          {line.specialInstructions ? (
            <p className="text-sm text-muted">{t('common:quoted', { text: line.specialInstructions })}</p>
          ) : null}
        </div>
        <Money amount={lineTotal(line)} className="font-bold" />
      </div>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepper}
          onClick={() => decrement(key)}
          aria-label={t('decrease', { name })}
        >
          <MinusIcon width={18} height={18} />
        </button>
        <span className="w-6 text-center font-bold tabular-nums">
          <span className="sr-only">{t('quantity')} </span>
          {line.quantity}
        </span>
        <button
          type="button"
          className={stepper}
          onClick={() => increment(key)}
          aria-label={t('increase', { name })}
        >
          <PlusIcon width={18} height={18} />
        </button>
        <button
          type="button"
          onClick={() => remove(key)}
          aria-label={t('remove', { name })}
          className="ms-auto inline-flex size-11 items-center justify-center rounded-full text-danger hover:bg-danger/10"
        >
          <TrashIcon width={20} height={20} />
        </button>
      </div>
    </li>
  );
}
