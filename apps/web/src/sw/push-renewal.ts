/// <reference lib="webworker" />
import * as routes from '@sufra/domain/routes';
import { readDeviceConfig, saveDeviceConfig } from '../shared/push/device-config';

declare const self: ServiceWorkerGlobalScope;

async function serverKey(event: PushSubscriptionChangeEvent): Promise<BufferSource> {
  const old = event.oldSubscription?.options.applicationServerKey;
  if (old) return old;
  const response = await fetch(`/api${routes.getVapidPublicKey.path}`);
  const { data } = (await response.json()) as { data: { publicKey: string } };
  const base64 = data.publicKey.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

function post(path: string, language: string, body: unknown): Promise<Response> {
  return fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-sufra-lang': language },
    body: JSON.stringify(body),
  });
}

/**
 * `pushsubscriptionchange`: the push service dropped or replaced this device's subscription. A diner's
 * is subscribed and registered again here (register-token is public), the old endpoint unregistered.
 * A staff device's needs the staff session, which only the console holds: the worker subscribes again
 * and the console registers the new endpoint when it next opens (it compares it with `endpoint`).
 * The orders a diner followed are followed again as their pages open (each needs the order's proof).
 */
export async function renewSubscription(event: PushSubscriptionChangeEvent): Promise<void> {
  const config = await readDeviceConfig();
  if (!config) return;
  const subscription =
    event.newSubscription ??
    (await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: await serverKey(event),
    }));
  if (config.kind === 'diner') {
    const response = await post(routes.registerPushToken.path, config.language, {
      fcmToken: subscription.toJSON(),
      language: config.language,
      preferences: config.preferences,
    });
    if (!response.ok) return;
    if (config.endpoint !== subscription.endpoint)
      await post(routes.unregisterPushToken.path, config.language, { endpoint: config.endpoint });
    await saveDeviceConfig({ ...config, endpoint: subscription.endpoint, registeredAt: Date.now() });
  }
}
