import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY } from '../../shared/customer-identity';
import { useStore } from '../../shared/store';
import { orderSummary, tableCart } from '../../test/order-fixtures';
import { mockApi, renderApp, resetStore } from '../../test/render';

const realFetch = globalThis.fetch;
const VALIDATE = '/api/public/restaurants/1/coupons/validate';

beforeEach(resetStore);
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A server knowing one good code (10% off) and rejecting the others with the code's own reason. */
function couponServer(rejections: Record<string, string>) {
  const orders: unknown[] = [];
  const checks: unknown[] = [];
  mockApi((url, init) => {
    if (url.pathname === VALIDATE) {
      const body = JSON.parse(String(init?.body)) as { code: string; items: unknown[] };
      checks.push(body);
      const reason = rejections[body.code];
      if (reason) return { status: 422, body: { error: { code: reason, message: 'server text' } } };
      return { status: 200, body: { data: { code: body.code, discount: 960, subtotal: 9600, total: 8640 } } };
    }
    if (url.pathname === '/api/public/restaurants/1/orders') {
      orders.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { data: { order: orderSummary() } } };
    }
    return undefined;
  });
  return { orders, checks };
}

async function applyCoupon(code: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Coupon code' }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('cart: coupon', () => {
  it('a valid code shows the discount and the new total, and goes with the order', async () => {
    tableCart();
    const { orders, checks } = couponServer({});
    renderApp('/cart');
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('SAR 96.00');
    await applyCoupon('welcome10');
    expect(await screen.findByText(/Coupon applied/)).toHaveTextContent('SAR 9.60');
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('SAR 9.60');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 86.40');
    // VAT inside the VAT-inclusive total: 86.40 × 15 / 115 = 11.27
    expect(screen.getByTestId('cart-vat')).toHaveTextContent('SAR 11.27');
    expect(checks[0]).toMatchObject({ code: 'WELCOME10', items: [{ itemId: 7, quantity: 2 }] });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Your order has been placed!');
    expect(orders[0]).toMatchObject({ couponCode: 'WELCOME10' });
  });

  it('names this phone to the check and the order (per-customer limits): one id kept in localStorage, and the number given for SMS', async () => {
    localStorage.removeItem(DEVICE_ID_KEY);
    tableCart();
    useStore.getState().setCustomerPhone('+966551234567', 'en');
    const { orders, checks } = couponServer({});
    renderApp('/cart');
    await applyCoupon('welcome10');
    await screen.findByText(/Coupon applied/);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Your order has been placed!');
    const kept = localStorage.getItem(DEVICE_ID_KEY);
    expect(kept).toMatch(/^[\w-]{16,64}$/);
    expect(checks[0]).toMatchObject({ deviceId: kept, customerPhone: '+966551234567' });
    expect(orders[0]).toMatchObject({
      couponCode: 'WELCOME10',
      deviceId: kept,
      customerPhone: '+966551234567',
    });
  });

  it.each([
    ['NOPE', 'COUPON_INVALID', 'This coupon code is invalid.'],
    ['MANY', 'COUPON_MAX_USES', 'This coupon has reached its maximum number of uses.'],
    ['BIG', 'COUPON_MIN_ORDER', 'Your order has not reached the minimum amount for this coupon.'],
    ['JUICE', 'COUPON_NOT_APPLICABLE', 'This coupon does not apply to the selected items.'],
    ['LIMIT', 'COUPON_LIMIT_REACHED', 'You have reached the usage limit for this coupon.'],
    ['USED', 'COUPON_ALREADY_USED', 'You have already used this coupon.'],
    ['SOON', 'COUPON_NOT_STARTED', 'This coupon has not started yet.'],
    ['OLD20', 'COUPON_EXPIRED', 'This coupon has expired.'],
  ])('%s is rejected with %s and its own text; the order goes without it', async (code, reason, text) => {
    tableCart();
    const { orders } = couponServer({ [code]: reason });
    renderApp('/cart');
    await applyCoupon(code);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('SAR 96.00');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Your order has been placed!');
    expect(orders[0]).not.toHaveProperty('couponCode');
  });

  it('is checked again when the cart changes, and can be removed', async () => {
    tableCart();
    const { checks } = couponServer({});
    renderApp('/cart');
    await applyCoupon('WELCOME10');
    await screen.findByText(/Coupon applied/);
    const line = screen.getByRole('listitem');
    await userEvent.click(within(line).getByRole('button', { name: 'One more Chicken Kabsa' }));
    await screen.findByText(/Coupon applied/);
    expect(checks.at(-1)).toMatchObject({ items: [{ quantity: 3 }] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(useStore.getState().cart.couponCode).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
  });
});
