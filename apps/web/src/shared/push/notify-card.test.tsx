import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPushTexts } from '../../i18n/push-locales';
import { installFakePush, removeFakePush } from '../../test/fake-push';
import { HASH, ORDER_ID } from '../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../test/render';
import { placedOrderFrom } from '../placed-order';
import { useStore } from '../store';

const VAPID = `B${'Q'.repeat(86)}`;
const realFetch = globalThis.fetch;

/** The push routes as the server answers them; `register` can refuse. */
function pushServer(register = { status: 200, body: { data: { registered: true, refreshedAt: '' } } }) {
  const registered: unknown[] = [];
  const calls = mockApi((url, init) => {
    if (url.pathname === '/api/notifications/vapid-public-key')
      return { status: 200, body: { data: { publicKey: VAPID } } };
    if (url.pathname === '/api/notifications/register-token') {
      registered.push(JSON.parse(String(init?.body)));
      return register;
    }
    if (url.pathname === `/api/public/orders/${ORDER_ID}/push-subscription`)
      return { status: 200, body: { data: { following: true } } };
    return undefined;
  });
  return { registered, calls };
}

function orderPlaced() {
  useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: HASH });
  useStore.getState().setPlacedOrder(placedOrderFrom({ id: ORDER_ID, orderNumber: 12 }));
}

beforeAll(loadPushTexts);
beforeEach(() => {
  resetStore();
  orderPlaced();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  removeFakePush();
  vi.useRealTimers();
});

describe('the notifications card after an order', () => {
  it('asks only from the Enable tap, then says notifications are on and follows the order', async () => {
    const push = installFakePush();
    const api = pushServer();
    renderApp('/order-placed-success');
    expect(
      await screen.findByRole('heading', { name: 'Get notified when your order is ready' }),
    ).toBeVisible();
    expect(screen.getByText('Notifications are off on this device.')).toBeVisible();
    // The spec's notification state, as the card found it (persisted with the store).
    expect(useStore.getState().notification).toMatchObject({
      permission: 'default',
      isSupported: true,
      isPWA: false,
      isInitialized: true,
    });
    expect(push.notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Enable notifications' }));

    expect(
      await screen.findByText("Notifications are on: we'll tell you when your order is ready."),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull();
    expect(api.registered).toHaveLength(1);
    await waitFor(() =>
      expect(api.calls.map((u) => u.pathname)).toContain(`/api/public/orders/${ORDER_ID}/push-subscription`),
    );
  });

  it('shows each problem in words, and no Enable button once blocked', async () => {
    installFakePush({ permission: 'denied' });
    pushServer();
    renderApp('/order-placed-success');
    expect(await screen.findByText('Notifications are blocked on this device.')).toBeVisible();
    // Known from the start: said on the card, not announced as an alert.
    expect(
      screen.getByText(
        "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
      ),
    ).toHaveAttribute('data-problem', 'blocked');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull();
  });

  it('says why after a failed step (the server refused the registration)', async () => {
    installFakePush();
    pushServer({
      status: 422,
      body: { error: { code: 'PUSH_SUBSCRIPTION_INVALID', message: 'no' } } as never,
    });
    renderApp('/order-placed-success');
    await userEvent.click(await screen.findByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't register this device for notifications. Please try again.",
    );
    // Allowed by the browser, but not registered: it can be tried again.
    expect(screen.getByText('Notifications are allowed on this device.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enable notifications' })).toBeEnabled();
  });

  it('tells an iPhone in Safari to add the app to the home screen', async () => {
    installFakePush({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1' });
    pushServer();
    renderApp('/order-placed-success');
    expect(await screen.findByText("Notifications aren't supported here.")).toBeVisible();
    expect(screen.getByText(/need the app on your Home Screen/)).toHaveAttribute(
      'data-problem',
      'iosInstall',
    );
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull();
  });
});

describe('the notification settings', () => {
  it('are three labelled switches, all on by default; a change is kept and sent to the server', async () => {
    installFakePush({ permission: 'granted', existing: true });
    const api = pushServer();
    useStore.setState((s) => ({
      notification: {
        ...s.notification,
        fcmToken: 'https://fcm.googleapis.com/fcm/send/device-1',
        lastTokenRefresh: Date.now(),
      },
    }));
    renderApp('/order-placed-success');
    await userEvent.click(await screen.findByRole('button', { name: 'Notification settings' }));
    const sheet = screen.getByRole('dialog', { name: 'Notifications' });
    const switches = ['Order updates', 'Payment notifications', 'General notifications'].map((name) =>
      screen.getByRole('switch', { name }),
    );
    expect(sheet).toContainElement(switches[0] ?? null);
    for (const s of switches) expect(s).toHaveAttribute('aria-checked', 'true');
    const before = api.registered.length;

    await userEvent.click(screen.getByRole('switch', { name: 'Payment notifications' }));

    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Payment notifications' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(useStore.getState().notification.settings).toEqual({
      orderUpdates: true,
      paymentNotifications: false,
      generalNotifications: true,
    });
    await waitFor(() => expect(api.registered.length).toBe(before + 1));
    expect(api.registered.at(-1)).toMatchObject({
      preferences: { orderUpdates: true, paymentNotifications: false, generalNotifications: true },
    });
  });
});

describe('a push in the foreground', () => {
  it('is a toast with its title, its status look, for 6 seconds', async () => {
    const push = installFakePush({ permission: 'granted' });
    pushServer();
    renderApp('/order-placed-success');
    await screen.findByRole('heading', { name: 'Get notified when your order is ready' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() =>
      push.post({
        type: 'sufra:push',
        message: {
          type: 'order_status_update',
          status: 'ready',
          title: 'Order #12 is ready',
          body: 'Pick it up at the counter',
          language: 'en',
          url: `/invoice-details/${ORDER_ID}`,
          tag: `order-${ORDER_ID}`,
          sentAt: new Date().toISOString(),
        },
      }),
    );
    const toast = await screen.findByText('Order #12 is ready');
    const box = toast.closest('[data-look]');
    expect(box).toHaveAttribute('data-look', 'ready');
    expect(box).toHaveTextContent('Pick it up at the counter');
    expect(box).toHaveClass('bg-success');
    await act(() => vi.advanceTimersByTimeAsync(5_500));
    expect(screen.getByText('Order #12 is ready')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText('Order #12 is ready')).toBeNull();
  });

  it('shows a payment with the money look', async () => {
    const push = installFakePush({ permission: 'granted' });
    pushServer();
    renderApp('/order-placed-success');
    await screen.findByRole('heading', { name: 'Get notified when your order is ready' });
    act(() =>
      push.post({
        type: 'sufra:push',
        message: {
          type: 'payment_received',
          title: 'Payment received',
          body: '86.40 SAR',
          language: 'en',
          url: '/',
          tag: 'pay',
          sentAt: '',
        },
      }),
    );
    expect((await screen.findByText('Payment received')).closest('[data-look]')).toHaveAttribute(
      'data-look',
      'payment',
    );
  });
});
