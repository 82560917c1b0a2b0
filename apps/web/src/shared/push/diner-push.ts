import { PUSH_TOKEN_REFRESH_MS, type PushPreferences } from '@sufra/domain/push';
import * as routes from '@sufra/domain/routes';
import { ApiError, call } from '../api-client';
import { proofHeaders } from '../order-proof';
import { useStore } from '../store';
import type { NotificationState } from '../store/notification-slice';
import { readDeviceConfig, saveDeviceConfig } from './device-config';
import { existingSubscription, PushProblemError, subscribeThisDevice, subscriptionBody } from './push-device';
import { currentPermission, detectPushSupport, hasAuthToken } from './push-support';

/**
 * The diner's push notifications: turned on from a tap after an order, registered with the server only
 * by the diner app (spec section 6: never while a staff token is stored), sent again every 7 days, and
 * following each order this phone opens. The state lives in the store's notification slice (persisted).
 */
function patch(change: Partial<NotificationState>): void {
  useStore.setState((s) => ({ notification: { ...s.notification, ...change } }));
}

const language = () => useStore.getState().ui.language;

async function register(subscription: PushSubscription, preferences: PushPreferences): Promise<void> {
  const lang = language();
  try {
    await call(routes.registerPushToken, {
      body: { fcmToken: subscriptionBody(subscription), language: lang, preferences },
    });
  } catch (error) {
    throw new PushProblemError('registerFailed', error);
  }
  const now = Date.now();
  patch({ fcmToken: subscription.endpoint, lastTokenRefresh: now, permission: 'granted' });
  await saveDeviceConfig({
    kind: 'diner',
    language: lang,
    preferences,
    endpoint: subscription.endpoint,
    registeredAt: now,
  });
}

export type DinerPushOutcome = 'on' | 'dismissed' | 'staffDevice';

/** From the "Enable" tap. Throws PushProblemError with the step that failed. */
export async function enableDinerPush(): Promise<DinerPushOutcome> {
  const support = detectPushSupport();
  patch({ isSupported: support.isSupported, isPWA: support.isPWA, isInitialized: true });
  try {
    const subscription = await subscribeThisDevice();
    if (!subscription) return 'dismissed';
    // A restaurant console is signed in on this browser: it is not the diner app (spec section 6).
    if (hasAuthToken()) return 'staffDevice';
    await register(subscription, useStore.getState().notification.settings);
    return 'on';
  } finally {
    patch({ permission: currentPermission(support) });
  }
}

/** Spec section 9: the subscription is sent again once the last time is 7 days old. */
export function isRefreshDue(
  state: Pick<NotificationState, 'fcmToken' | 'lastTokenRefresh'>,
  now = Date.now(),
): boolean {
  return (
    state.fcmToken !== null &&
    (state.lastTokenRefresh === null || now - state.lastTokenRefresh >= PUSH_TOKEN_REFRESH_MS)
  );
}

/**
 * On app start (diner layout, after idle, only when push is on): the browser's subscription as it is
 * now. A permission taken back in the site settings or a subscription gone turns push off here too.
 */
export async function refreshDinerPush(now = Date.now()): Promise<void> {
  const state = useStore.getState().notification;
  const permission = currentPermission();
  if (state.permission !== permission) patch({ permission });
  if (!isRefreshDue(state, now) || hasAuthToken()) return;
  const subscription = await existingSubscription().catch(() => null);
  if (!subscription) {
    patch({ fcmToken: null, lastTokenRefresh: null });
    return;
  }
  // A refused refresh is tried again at the next start; nothing to tell the diner.
  await register(subscription, state.settings).catch(() => undefined);
}

/**
 * This device hears the order's status and payments (its proof goes with the call). A server that no
 * longer knows the subscription, or a language changed since, registers it again first.
 */
export async function followOrderPush(orderId: string): Promise<void> {
  const { fcmToken, settings } = useStore.getState().notification;
  if (!fcmToken || hasAuthToken()) return;
  const subscription = await existingSubscription();
  if (!subscription) {
    patch({ fcmToken: null, lastTokenRefresh: null, permission: currentPermission() });
    return;
  }
  const config = await readDeviceConfig();
  // Without IndexedDB the registered language is unknown: the 7-day refresh sends the current one.
  if (subscription.endpoint !== fcmToken || (config && config.language !== language()))
    await register(subscription, settings);
  const follow = () =>
    call(routes.followOrderPush, {
      params: { id: orderId },
      body: { endpoint: subscription.endpoint },
      ...proofHeaders(orderId),
    });
  try {
    await follow();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'PUSH_SUBSCRIPTION_NOT_FOUND')) throw error;
    await register(subscription, settings);
    await follow();
  }
}

/** The three settings (spec section 3): kept on the phone, and sent to the server when push is on. */
export async function saveDinerPreferences(settings: PushPreferences): Promise<void> {
  const previous = useStore.getState().notification.settings;
  patch({ settings });
  if (!useStore.getState().notification.fcmToken || hasAuthToken()) return;
  const subscription = await existingSubscription();
  if (!subscription) {
    patch({ fcmToken: null, lastTokenRefresh: null });
    return;
  }
  try {
    await register(subscription, settings);
  } catch (error) {
    patch({ settings: previous });
    throw error;
  }
}
