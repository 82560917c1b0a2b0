import { isLanguage } from '@sufra/domain';
import type { MenuItem } from '@sufra/domain/contracts';
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useMenu } from '../../../../shared/menu/use-menu';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { BackIcon } from '../../../../shared/ui/icons';
import { LoadFailure } from '../../../../shared/ui/load-failure';
import { Money } from '../../../../shared/ui/money';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useStaffTable } from '../table-map-api';
import { CartPanel } from './cart-panel';
import { MenuPicker } from './menu-picker';
import { cartFigures, EMPTY_WAITER_CART, waiterCart } from './waiter-cart';
import { useSendWaiterOrder } from './waiter-order-api';

const ItemSheet = lazy(() =>
  import('../../../../shared/menu/item-sheet').then((m) => ({ default: m.ItemSheet })),
);

/**
 * /dashboard/tables?table=N&order=new (or &order=<an open order's id>): a waiter takes an order for the
 * table, or a round for one of its open orders, from the menu the diners see (the same option rules,
 * instructions and sold-out state, through the diner's own item sheet), and sends it to the kitchen. The
 * server prices it; the table's phones see it on the shared bill like any order.
 */
export function WaiterOrderScreen({
  restaurantId,
  tableNumber,
  addTo,
  onBack,
  onSent,
}: {
  restaurantId: number;
  tableNumber: number;
  /** The open order a round is added to; null: a new order. */
  addTo: string | null;
  onBack: () => void;
  onSent: () => void;
}) {
  // The item sheet speaks the menu's words and the option rules' messages (the error catalogue).
  const { t, i18n } = useTranslation(['floor', 'menu', 'errors']);
  const errorText = useErrorText();
  const menu = useMenu(restaurantId, false);
  const table = useStaffTable(tableNumber);
  const order = addTo === null ? null : (table.data?.orders.find((o) => o.id === addTo) ?? null);
  const [cart, dispatch] = useReducer(waiterCart, EMPTY_WAITER_CART);
  const [openItem, setOpenItem] = useState<MenuItem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const send = useSendWaiterOrder();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A round's note replaces the order's: the field starts from the note the kitchen has now.
  const previousNotes = order?.notes ?? '';
  const notesLoaded = useRef(false);
  useEffect(() => {
    if (notesLoaded.current || addTo === null || !order) return;
    notesLoaded.current = true;
    if (order.notes) dispatch({ type: 'notes', notes: order.notes });
  }, [addTo, order]);

  const { count, subtotal } = cartFigures(cart);
  const title =
    addTo === null
      ? t('waiterOrder.titleNew', { number: tableNumber })
      : t('waiterOrder.titleAdd', { number: tableNumber, order: order?.orderNumber ?? '' });
  const sendLabel =
    addTo === null ? t('waiterOrder.send') : t('waiterOrder.sendAdd', { order: order?.orderNumber ?? '' });
  const back = () => (cart.lines.length > 0 ? setLeaving(true) : onBack());

  const onSend = () =>
    send.mutate(
      {
        tableNumber,
        addTo,
        cart,
        previousNotes,
        language: isLanguage(i18n.language) ? i18n.language : 'ar',
      },
      {
        onSuccess: (sent) => {
          toast.success(
            addTo === null
              ? t('waiterOrder.sent', { number: sent.orderNumber })
              : t('waiterOrder.added', { number: sent.orderNumber }),
          );
          onSent();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <div className="flex w-full flex-1 flex-col gap-4 px-4 py-5 pb-28 md:px-6 lg:pb-5">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={back}
          aria-label={t('waiterOrder.back', { number: tableNumber })}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full hover:bg-primary-soft"
        >
          <BackIcon />
        </button>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {title}
        </h1>
      </div>
      {addTo !== null && table.data && !order ? (
        // The order was served, paid or cancelled since the link was opened: nothing to add to.
        <div className="flex flex-col gap-3 rounded-3xl bg-card p-4">
          <p role="alert" className="text-lg">
            {t('waiterOrder.orderGone')}
          </p>
          <Button onClick={onBack}>{t('waiterOrder.back', { number: tableNumber })}</Button>
        </div>
      ) : (
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
            isSending={send.isPending}
            onSend={onSend}
          />
        </div>
      )}
      {count > 0 ? (
        // On a phone the order is below the menu: this bar says what it holds and takes the waiter there.
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
