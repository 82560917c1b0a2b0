import { useStore } from './store';
import { Button } from './ui/button';

/**
 * "Adding to order #N" with a way back to a new order; shown on the menu and the cart while the cart's
 * lines go to an open order. Each feature passes its own texts (features keep their own namespaces).
 */
export function AddToOrderBanner({ text, cancel }: { text: (number: number) => string; cancel: string }) {
  const target = useStore((s) => s.cart.addToOrder);
  const setAddToOrder = useStore((s) => s.setAddToOrder);
  if (!target) return null;
  return (
    <div className="flex items-center gap-2 rounded-2xl bg-accent-soft p-3" role="status">
      <p className="flex-1 font-medium">{text(target.orderNumber)}</p>
      <Button variant="ghost" onClick={() => setAddToOrder(null)}>
        {cancel}
      </Button>
    </div>
  );
}
