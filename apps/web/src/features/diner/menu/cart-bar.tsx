import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../shared/store';
import { CartIcon } from '../../../shared/ui/action-icons';
import { Money } from '../../../shared/ui/money';

/** Sticky at the bottom whenever the cart has something: count + total, one tap to the cart. */
export function CartBar() {
  const { t } = useTranslation('menu');
  const totalItems = useStore((s) => s.cart.totalItems);
  const totalPrice = useStore((s) => s.cart.totalPrice);
  if (totalItems === 0) return null;
  return (
    <div className="sticky bottom-0 -mx-4 mt-auto bg-gradient-to-t from-surface via-surface to-transparent px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <Link
        to="/cart"
        className="flex min-h-14 items-center gap-3 rounded-2xl bg-primary px-4 text-white shadow-lg hover:bg-primary-dark"
      >
        <span className="relative">
          <CartIcon />
          <span className="absolute -top-2 -end-2 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold text-ink">
            {totalItems}
          </span>
        </span>
        <span className="flex-1 font-medium">{t('cartBar.view', { count: totalItems })}</span>
        <Money amount={totalPrice} className="font-bold" />
      </Link>
    </div>
  );
}
