import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { AddToOrderBanner } from '../../../shared/add-to-order-banner';
import { orderDetailsPath } from '../../../shared/order-path';
import { useRestaurantPause } from '../../../shared/restaurant-pause';
import { useStore } from '../../../shared/store';
import { CartIcon } from '../../../shared/ui/action-icons';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { CouponField } from './coupon-field';
import { PausedNotice } from './paused-notice';
import { useAddToOrder } from './use-add-to-order';
import { useCartErrorText } from './use-cart-error-text';
import { useCouponCheck } from './use-coupon-check';
import { isMaintenanceRefusal, useRereadPauseOnRefusal } from './use-pause-refusal';
import { usePayFirst } from './use-pay-first';
import { usePlaceOrder } from './use-place-order';

export default function CartPage() {
  const { t } = useTranslation('cart');
  const [, navigate] = useLocation();
  const errorText = useCartErrorText();
  const items = useStore((s) => s.cart.items);
  const details = useStore((s) => s.cart.details);
  const addToOrder = useStore((s) => s.cart.addToOrder);
  const session = useStore((s) => s.session);
  const [notes, setNotes] = useState('');
  const placeOrder = usePlaceOrder();
  const payFirst = usePayFirst();
  const addItems = useAddToOrder();
  const coupon = useCouponCheck();
  const couponCode = coupon.isSuccess ? coupon.data.code : null;
  const isTakeaway = session.orderType === 'takeaway';
  // Maintenance: the restaurant takes no order and no payment (the server refuses them too); said here,
  // with its message, before the diner taps.
  const pause = useRestaurantPause(session.restaurantId);
  useRereadPauseOnRefusal(session.restaurantId, addItems.error ?? placeOrder.error ?? payFirst.error);

  if (items.length === 0) {
    return (
      <div className="flex flex-1 flex-col justify-center gap-4 py-6">
        {addToOrder ? (
          <AddToOrderBanner
            text={(number) => t('addToOrder.banner', { number })}
            cancel={t('addToOrder.cancel')}
          />
        ) : null}
        <EmptyState
          icon={<CartIcon width={40} height={40} />}
          title={t('empty.title')}
          description={t('empty.description')}
        >
          <ButtonLink to={session.restaurantId === null ? '/welcome' : '/restaurant-menu'} block>
            {t('common:actions.browseMenu')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }

  const submit = () => {
    if (addToOrder) addItems.add(notes, (order) => navigate(orderDetailsPath(order)));
    // Spec section 1: a restaurant may require payment first; the payment flow then creates the order.
    else if (session.requirePaymentBeforeOrder)
      payFirst.start(notes, couponCode, () => navigate('/payment-method'));
    else placeOrder.place(notes, couponCode, () => navigate('/order-placed-success'));
  };
  const busy = placeOrder.isPending || addItems.isPending || payFirst.isPending || payFirst.isSuccess;
  const error = addToOrder ? addItems.error : (placeOrder.error ?? payFirst.error);
  // The pause's notice already says it (a refusal re-reads the restaurant, so the notice follows it).
  const shownError = pause && isMaintenanceRefusal(error) ? null : error;
  const label = busy
    ? session.requirePaymentBeforeOrder && !addToOrder
      ? t('preparingPayment')
      : t('placing')
    : addToOrder
      ? t('addToOrder.submit', { number: addToOrder.orderNumber })
      : session.requirePaymentBeforeOrder
        ? t('payFirst')
        : t('placeOrder');

  return (
    <div className="flex flex-1 flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {addToOrder ? (
        <AddToOrderBanner
          text={(number) => t('addToOrder.banner', { number })}
          cancel={t('addToOrder.cancel')}
        />
      ) : null}
      <p className="text-muted">
        {isTakeaway ? t('context.takeaway') : t('context.table', { number: session.tableNumber ?? '' })}
      </p>
      <ul className="flex flex-col gap-3">
        {items.map((line) => (
          <CartLineRow
            key={JSON.stringify([line.itemId, line.selectedOptions, line.specialInstructions])}
            line={line}
            details={details[line.itemId]}
          />
        ))}
      </ul>
      <ButtonLink to="/restaurant-menu" variant="ghost">
        {t('addMore')}
      </ButtonLink>
      <label className="flex flex-col gap-1.5">
        <span className="font-bold">{t('notes.label')}</span>
        <textarea
          value={notes}
          maxLength={500}
          onChange={(e) => setNotes(e.target.value)}
          placeholder={t('notes.placeholder')}
          rows={2}
          className="rounded-xl border border-line bg-card p-3"
        />
      </label>
      {addToOrder ? null : <CouponField check={coupon} />}
      <CartSummary check={addToOrder ? undefined : coupon} />
      {pause ? <PausedNotice id="cart-paused" pause={pause} /> : null}
      {shownError ? (
        <p role="alert" className="rounded-xl bg-danger/10 p-3 text-danger" data-testid="cart-error">
          {errorText(shownError)}
        </p>
      ) : null}
      <div className="sticky bottom-0 -mx-4 mt-auto bg-surface px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <Button
          block
          onClick={submit}
          disabled={busy || Boolean(pause)}
          aria-describedby={pause ? 'cart-paused' : undefined}
        >
          {label}
        </Button>
      </div>
    </div>
  );
}
