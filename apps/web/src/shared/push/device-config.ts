import type { PushPreferences } from '@sufra/domain/push';
import { del, get, set } from 'idb-keyval';

/**
 * What the service worker needs to subscribe this device again when the push service renews its
 * subscription (`pushsubscriptionchange`): the worker has no localStorage, so the page leaves it in
 * IndexedDB each time it registers. No secret is kept here: a staff device is registered again by the
 * console itself (it holds the session), a diner's by the worker (register-token is public).
 */
export interface PushDeviceConfig {
  kind: 'diner' | 'staff';
  language: 'ar' | 'en';
  preferences: PushPreferences;
  /** The endpoint the server knows this device by. */
  endpoint: string;
  /** When the server last heard of this subscription (ms). */
  registeredAt: number;
}

const KEY = 'sufra-push-device';

// Without IndexedDB (some private windows) these throw, even synchronously: a renewed subscription
// then waits for the next visit, nothing else depends on them.
export async function readDeviceConfig(): Promise<PushDeviceConfig | undefined> {
  try {
    return await get<PushDeviceConfig>(KEY);
  } catch {
    return undefined;
  }
}

export async function saveDeviceConfig(config: PushDeviceConfig): Promise<void> {
  try {
    await set(KEY, config);
  } catch {
    /* see above */
  }
}

export async function forgetDeviceConfig(): Promise<void> {
  try {
    await del(KEY);
  } catch {
    /* see above */
  }
}
