import { PUSH_TOKEN_REFRESH_MS } from '@sufra/domain/push';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT, installFakePush, removeFakePush } from '../../test/fake-push';
import { mockApi, resetStore } from '../../test/render';
import { useStore } from '../store';
import { enableDinerPush, followOrderPush, isRefreshDue, refreshDinerPush } from './diner-push';
import { PushProblemError } from './push-device';

const VAPID = `B${'Q'.repeat(86)}`;
const ORDER = '0b8f3c52-4d1e-4a8b-9c3d-2f1e0a9b8c7d';

type Answer = { status: number; body: unknown };
/** The server as the push routes answer; `register` replaces register-token's answer. */
function server(register: Answer = { status: 200, body: { data: { registered: true, refreshedAt: '' } } }) {
  const bodies: Record<string, unknown[]> = {};
  const calls = mockApi((url, init) => {
    bodies[url.pathname] = [
      ...(bodies[url.pathname] ?? []),
      init?.body ? JSON.parse(String(init.body)) : undefined,
    ];
    if (url.pathname === '/api/notifications/vapid-public-key')
      return { status: 200, body: { data: { publicKey: VAPID } } };
    if (url.pathname === '/api/notifications/register-token') return register;
    if (url.pathname === `/api/public/orders/${ORDER}/push-subscription`)
      return { status: 200, body: { data: { following: true } } };
    return undefined;
  });
  return { calls, bodies, paths: () => calls.map((u) => u.pathname) };
}

async function problemOf(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof PushProblemError ? error.problem : error;
  }
}

beforeEach(() => {
  resetStore();
  sessionStorage.clear();
});
afterEach(() => {
  removeFakePush();
  vi.useRealTimers();
});

describe('turning diner notifications on', () => {
  it('asks once, subscribes with the server key and registers the subscription with language and settings', async () => {
    const push = installFakePush();
    const api = server();
    useStore.getState().setLanguage('ar');

    await expect(enableDinerPush()).resolves.toBe('on');

    expect(push.notification.requestPermission).toHaveBeenCalledTimes(1);
    const key = push.pushManager.subscribe.mock.calls[0]?.[0].applicationServerKey;
    expect(key).toHaveLength(65);
    expect(api.bodies['/api/notifications/register-token']).toEqual([
      {
        fcmToken: { endpoint: ENDPOINT, expirationTime: null, keys: expect.any(Object) },
        language: 'ar',
        preferences: { orderUpdates: true, paymentNotifications: true, generalNotifications: true },
      },
    ]);
    const n = useStore.getState().notification;
    expect(n).toMatchObject({
      fcmToken: ENDPOINT,
      permission: 'granted',
      isSupported: true,
      isInitialized: true,
    });
    expect(Date.now() - (n.lastTokenRefresh ?? 0)).toBeLessThan(5000);
    // Persisted with the rest of the state ('{product}-root').
    expect(JSON.parse(localStorage.getItem('sufra-root') ?? '{}').state.notification.fcmToken).toBe(ENDPOINT);
  });

  it('never registers while a staff token is stored (spec section 6), in local or session storage', async () => {
    for (const storage of [localStorage, sessionStorage]) {
      resetStore();
      installFakePush();
      const api = server();
      storage.setItem('auth_token', 'staff-session');
      await expect(enableDinerPush()).resolves.toBe('staffDevice');
      expect(api.paths()).not.toContain('/api/notifications/register-token');
      expect(useStore.getState().notification.fcmToken).toBeNull();
      storage.removeItem('auth_token');
    }
  });

  it('maps each failing step to its problem', async () => {
    const cases: [Parameters<typeof installFakePush>[0], Answer | undefined, string][] = [
      [{ permission: 'denied' }, undefined, 'blocked'],
      [{ answer: 'denied' }, undefined, 'blocked'],
      [{ answer: new Error('no prompt') }, undefined, 'requestFailed'],
      [{ subscribeError: new DOMException('push service error', 'AbortError') }, undefined, 'tokenFailed'],
      [
        {},
        { status: 422, body: { error: { code: 'PUSH_SUBSCRIPTION_INVALID', message: 'x' } } },
        'registerFailed',
      ],
      [
        { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1' },
        undefined,
        'iosInstall',
      ],
    ];
    for (const [options, register, problem] of cases) {
      resetStore();
      removeFakePush();
      installFakePush(options);
      server(register);
      expect(await problemOf(enableDinerPush())).toBe(problem);
      expect(useStore.getState().notification.fcmToken).toBeNull();
    }
  });

  it('says "not available" when the server has no push keys', async () => {
    installFakePush();
    mockApi((url) =>
      url.pathname === '/api/notifications/vapid-public-key'
        ? { status: 503, body: { error: { code: 'PUSH_NOT_CONFIGURED', message: 'off' } } }
        : undefined,
    );
    expect(await problemOf(enableDinerPush())).toBe('notAvailable');
  });

  it('says "unsupported browser" without the push APIs, and "failed service worker" when none becomes active', async () => {
    vi.stubGlobal('isSecureContext', true);
    expect(await problemOf(enableDinerPush())).toBe('unsupportedBrowser');
    expect(useStore.getState().notification).toMatchObject({ permission: 'unsupported', isSupported: false });

    removeFakePush();
    installFakePush({ serviceWorker: false });
    server();
    vi.useFakeTimers();
    const pending = problemOf(enableDinerPush());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toBe('serviceWorkerFailed');
  });

  it('leaves the state "default" when the question is closed unanswered', async () => {
    installFakePush({ answer: 'default' });
    const api = server();
    await expect(enableDinerPush()).resolves.toBe('dismissed');
    expect(useStore.getState().notification.permission).toBe('default');
    expect(api.paths()).toEqual([]);
  });
});

describe('the 7-day refresh (spec section 9)', () => {
  it('is due only with a registration at least 7 days old', () => {
    const now = 1_800_000_000_000;
    expect(isRefreshDue({ fcmToken: null, lastTokenRefresh: null }, now)).toBe(false);
    expect(
      isRefreshDue({ fcmToken: ENDPOINT, lastTokenRefresh: now - PUSH_TOKEN_REFRESH_MS + 60_000 }, now),
    ).toBe(false);
    expect(isRefreshDue({ fcmToken: ENDPOINT, lastTokenRefresh: now - PUSH_TOKEN_REFRESH_MS }, now)).toBe(
      true,
    );
  });

  it('sends the subscription again on start once 7 days have passed, not before', async () => {
    installFakePush({ permission: 'granted', existing: true });
    const api = server();
    const registeredAt = Date.now() - 6 * 24 * 60 * 60 * 1000;
    useStore.setState((s) => ({
      notification: { ...s.notification, fcmToken: ENDPOINT, lastTokenRefresh: registeredAt },
    }));
    await refreshDinerPush();
    expect(api.paths()).toEqual([]);

    await refreshDinerPush(registeredAt + PUSH_TOKEN_REFRESH_MS);
    expect(api.paths()).toEqual(['/api/notifications/register-token']);
    expect(useStore.getState().notification.lastTokenRefresh).toBeGreaterThan(registeredAt);
  });

  it('turns push off here when the browser no longer holds the subscription or the permission', async () => {
    installFakePush({ permission: 'denied' });
    const api = server();
    useStore.setState((s) => ({
      notification: { ...s.notification, fcmToken: ENDPOINT, lastTokenRefresh: 0 },
    }));
    await refreshDinerPush();
    expect(useStore.getState().notification).toMatchObject({ fcmToken: null, permission: 'denied' });
    expect(api.paths()).toEqual([]);
  });
});

describe('following an order', () => {
  it("sends this device's endpoint with the order's proof", async () => {
    installFakePush({ permission: 'granted', existing: true });
    const api = server();
    useStore.getState().rememberOrderKey(ORDER, 'order-secret');
    useStore.setState((s) => ({
      notification: { ...s.notification, fcmToken: ENDPOINT, lastTokenRefresh: Date.now() },
    }));
    await followOrderPush(ORDER);
    const follow = `/api/public/orders/${ORDER}/push-subscription`;
    expect(api.bodies[follow]).toEqual([{ endpoint: ENDPOINT }]);
  });

  it('does nothing without a registration or with a staff token', async () => {
    installFakePush({ permission: 'granted', existing: true });
    const api = server();
    await followOrderPush(ORDER);
    localStorage.setItem('auth_token', 'staff');
    useStore.setState((s) => ({ notification: { ...s.notification, fcmToken: ENDPOINT } }));
    await followOrderPush(ORDER);
    expect(api.paths()).toEqual([]);
  });
});
