import type { MenuItem } from '@sufra/domain/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useMenu } from '../../menu/use-menu';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { BackIcon } from '../../ui/icons';
import { LoadFailure } from '../../ui/load-failure';
import { Money } from '../../ui/money';
import { Skeleton } from '../../ui/skeleton';
import { CartPanel } from './cart-panel';
import { MenuPicker } from './menu-picker';
import { cartFigures, EMPTY_WAITER_CART, type WaiterCart, waiterCart } from './waiter-cart';

const ItemSheet = lazy(() => import('../../menu/item-sheet').then((m) => ({ default: m.ItemSheet })));

/**
 * Staff take an order from the menu the diners see (the same option rules, instructions and sold-out
 * state, through the diner's own item sheet) and send it to the kitchen: a waiter's for a table or a round
 * for one of its orders (table map), or a takeaway at the counter (takeaway queue). The server prices it.
 */
export function OrderTakingScreen({
  restaurantId,
  title,
  backLabel,
  sendLabel,
  initialNotes,
  blocked,
  extra,
  isSending,
  onSend,
  onBack,
}: {
  restaurantId: number;
  title: string;
  backLabel: string;
  sendLabel: string;
  /** The note the kitchen has now, once known (a round's note replaces it). */
  initialNotes?: string | undefined;
  /** Shown instead of the menu when the order cannot be taken (an order that no longer takes a round). */
  blocked?: ReactNode;
  /** The order's own fields (the counter's pickup phone), above the kitchen's note. */
  extra?: ReactNode;
  isSending: boolean;
  onSend: (cart: WaiterCart) => void;
  onBack: () => void;
}) {
  // The item sheet speaks the menu's words and the option rules' messages (the error catalogue).
  const { t } = useTranslation(['floor', 'menu', 'errors']);
  const menu = useMenu(restaurantId, false);
  const [cart, dispatch] = useReducer(waiterCart, EMPTY_WAITER_CART);
  const [openItem, setOpenItem] = useState<MenuItem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const notesLoaded = useRef(false);
  useEffect(() => {
    if (notesLoaded.current || initialNotes === undefined) return;
    notesLoaded.current = true;
    if (initialNotes) dispatch({ type: 'notes', notes: initialNotes });
  }, [initialNotes]);

  const { count, subtotal } = cartFigures(cart);
  const back = () => (cart.lines.length > 0 ? setLeaving(true) : onBack());

  return (
    <div className="flex w-full flex-1 flex-col gap-4 px-4 py-5 pb-28 md:px-6 lg:pb-5">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={back}
          aria-label={backLabel}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full hover:bg-primary-soft"
        >
          <BackIcon />
        </button>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {title}
        </h1>
      </div>
      {blocked ?? (
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
          <div className="min-w-0 flex-1">
            {menu.isPending ? (
              <div aria-hidden="true" className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3">
                {[1, 2, 3, 4, 5, 6].map((n) => (
                  <Skeleton key={n} className="h-20 rounded-2xl" />
                ))}
              </div>
            ) : menu.isError ? (
              <LoadFailure error={menu.error} onRetry={() => void menu.refetch()} />
            ) : (
              <MenuPicker categories={menu.data.categories} onPick={setOpenItem} />
            )}
          </div>
          <CartPanel
            cart={cart}
            dispatch={dispatch}
            sendLabel={sendLabel}
            isSending={isSending}
            onSend={() => onSend(cart)}
          >
            {extra}
          </CartPanel>
        </div>
      )}
      {count > 0 && !blocked ? (
        // On a phone the order is below the menu: this bar says what it holds and takes staff there.
        <a
          href="#waiter-cart"
          className="fixed inset-x-4 bottom-4 z-20 flex min-h-14 items-center justify-between gap-3 rounded-2xl bg-primary px-4 text-lg font-bold text-white shadow-lg lg:hidden"
        >
          <span>{t('waiterOrder.review', { count })}</span>
          <Money amount={subtotal} />
        </a>
      ) : null}
      {openItem ? (
        <Suspense fallback={null}>
          <ItemSheet
            key={openItem.id}
            item={openItem}
            onClose={() => setOpenItem(null)}
            onAdd={(line, details) => {
              dispatch({ type: 'add', line, details });
              return true;
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={leaving}
        title={t('waiterOrder.leaveTitle')}
        confirmLabel={t('waiterOrder.leaveConfirm')}
        cancelLabel={t('waiterOrder.leaveCancel')}
        tone="danger"
        onConfirm={() => {
          setLeaving(false);
          onBack();
        }}
        onCancel={() => setLeaving(false)}
      >
        <p>{t('waiterOrder.leaveBody', { count })}</p>
      </ConfirmDialog>
    </div>
  );
}
