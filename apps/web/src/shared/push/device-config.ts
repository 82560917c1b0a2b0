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

export function readDeviceConfig(): Promise<PushDeviceConfig | undefined> {
  return get<PushDeviceConfig>(KEY).catch(() => undefined);
}

export function saveDeviceConfig(config: PushDeviceConfig): Promise<void> {
  // Private windows without IndexedDB: a renewed subscription then waits for the next visit.
  return set(KEY, config).catch(() => undefined);
}

export function forgetDeviceConfig(): Promise<void> {
  return del(KEY).catch(() => undefined);
}
