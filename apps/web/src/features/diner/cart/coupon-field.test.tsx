import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { DEVICE_ID_KEY } from '../../../shared/customer-identity';
import { useStore } from '../../../shared/store';
import { orderSummary, tableCart } from '../../../test/order-fixtures';
import { mockApi, renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
const VALIDATE = '/api/public/restaurants/1/coupons/validate';

beforeEach(resetStore);
afterEach(async () => {
  globalThis.fetch = realFetch;
  await changeLanguage('en');
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

/** Issue 25 item 8: a rejected coupon stayed as an applied chip ("Coupon NOPE", Remove) with the error under it. */
describe('cart: a rejected coupon is not applied', () => {
  const TEXT = {
    en: {
      label: 'Coupon code',
      apply: 'Apply',
      remove: 'Remove',
      invalid: 'This coupon code is invalid.',
      placeOrder: 'Place order',
    },
    ar: {
      label: 'رمز القسيمة',
      apply: 'تطبيق',
      remove: 'إزالة',
      invalid: 'رمز الخصم غير صالح.',
      placeOrder: 'أرسل الطلب',
    },
  } as const;

  for (const lang of ['en', 'ar'] as const) {
    it(`keeps the input with the code and the reason under it; nothing applied (${lang})`, async () => {
      await changeLanguage(lang);
      const text = TEXT[lang];
      tableCart();
      const { orders } = couponServer({ NOPE: 'COUPON_INVALID' });
      renderApp('/cart');
      await userEvent.type(await screen.findByRole('textbox', { name: text.label }), 'nope');
      await userEvent.click(screen.getByRole('button', { name: text.apply }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text.invalid);
      const input = screen.getByRole('textbox', { name: text.label });
      expect(input).toHaveValue('NOPE');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(new RegExp(text.invalid));
      // No applied chip: no Remove button, no discount, nothing kept in the cart.
      expect(screen.queryByRole('button', { name: text.remove })).not.toBeInTheDocument();
      expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
      expect(useStore.getState().cart.couponCode).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: text.placeOrder }));
      await waitFor(() => expect(orders).toHaveLength(1));
      expect(orders[0]).not.toHaveProperty('couponCode');
    });
  }

  it('typing again clears the reason; applying the same code again asks the server again', async () => {
    tableCart();
    const { checks } = couponServer({ NOPE: 'COUPON_INVALID' });
    renderApp('/cart');
    await applyCoupon('NOPE');
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon code is invalid.');
    expect(checks).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an applied coupon the cart no longer meets goes back into the input with the reason', async () => {
    tableCart();
    let minimumMet = true;
    const checks: unknown[] = [];
    mockApi((url) => {
      if (url.pathname !== VALIDATE) return undefined;
      checks.push(url.pathname);
      return minimumMet
        ? { status: 200, body: { data: { code: 'BIG', discount: 960, subtotal: 9600, total: 8640 } } }
        : { status: 422, body: { error: { code: 'COUPON_MIN_ORDER', message: 'server text' } } };
    });
    renderApp('/cart');
    await applyCoupon('BIG');
    await screen.findByText(/Coupon applied/);
    minimumMet = false;
    await userEvent.click(screen.getByRole('button', { name: 'One less Chicken Kabsa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your order has not reached the minimum amount for this coupon.',
    );
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('BIG');
    expect(screen.queryByText(/Coupon applied/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
  });
});
