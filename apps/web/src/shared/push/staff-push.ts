import { DEFAULT_PUSH_PREFERENCES } from '@sufra/domain/push';
import * as routes from '@sufra/domain/routes';
import { call } from '../api-client';
import { forgetDeviceConfig, readDeviceConfig, saveDeviceConfig } from './device-config';
import { existingSubscription, PushProblemError, subscribeThisDevice, subscriptionBody } from './push-device';

/**
 * A staff device's push (issue 14 item 3): new orders, waiter calls and payments of the restaurant
 * reach it even with the console in the background. Registered through the staff route (the session's
 * bearer token), so the server ties it to the session: signing out ends it there. The device's choice
 * stays in IndexedDB, and the console registers it again for whoever signs in next on it.
 */
async function register(subscription: PushSubscription, language: 'ar' | 'en'): Promise<void> {
  try {
    await call(routes.registerStaffPushSubscription, {
      body: { subscription: subscriptionBody(subscription), language },
    });
  } catch (error) {
    throw new PushProblemError('registerFailed', error);
  }
  await saveDeviceConfig({
    kind: 'staff',
    language,
    preferences: DEFAULT_PUSH_PREFERENCES,
    endpoint: subscription.endpoint,
    registeredAt: Date.now(),
  });
}

/** From the "Turn on" tap: 'dismissed' when the browser's question was closed unanswered. */
export async function enableStaffPush(language: 'ar' | 'en'): Promise<'on' | 'dismissed'> {
  const subscription = await subscribeThisDevice();
  if (!subscription) return 'dismissed';
  await register(subscription, language);
  return 'on';
}

export async function disableStaffPush(): Promise<void> {
  const subscription = await existingSubscription();
  if (subscription) {
    await call(routes.removeStaffPushSubscription, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  await forgetDeviceConfig();
}

/**
 * On the console's start: is this device on? If so, it is registered again with this session (the
 * server keeps a device only while the session that registered it lives; the same endpoint updates its
 * one row): a renewed subscription, a changed language or a new sign-in are all caught by that.
 */
export async function resumeStaffPush(language: 'ar' | 'en'): Promise<boolean> {
  const config = await readDeviceConfig();
  if (config?.kind !== 'staff') return false;
  const subscription = await existingSubscription();
  if (!subscription) return false;
  await register(subscription, language);
  return true;
}
