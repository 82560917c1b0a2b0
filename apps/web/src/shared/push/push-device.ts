import * as routes from '@sufra/domain/routes';
import { call } from '../api-client';
import { detectPushSupport, type PushProblem } from './push-support';

/** A step of turning push on failed; `problem` names its text (spec section 8 "Notifications"). */
export class PushProblemError extends Error {
  readonly problem: PushProblem;
  constructor(problem: PushProblem, cause?: unknown) {
    super(problem, { cause });
    this.name = 'PushProblemError';
    this.problem = problem;
  }
}

/**
 * The service worker is registered 3 s after the first screen is idle and activates once its precache
 * is downloaded: on a first visit over a slow network that takes a while (the button says "one moment").
 */
const SERVICE_WORKER_WAIT_MS = 30_000;

/** Asks once; the older callback form (Safari before 15) is answered the same way. */
async function askPermission(): Promise<NotificationPermission> {
  try {
    return await new Promise<NotificationPermission>((resolve, reject) => {
      const pending = Notification.requestPermission(resolve);
      if (pending) pending.then(resolve, reject);
    });
  } catch (error) {
    throw new PushProblemError('requestFailed', error);
  }
}

async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no active service worker')), SERVICE_WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } catch (error) {
    throw new PushProblemError('serviceWorkerFailed', error);
  } finally {
    clearTimeout(timer);
  }
}

async function vapidPublicKey(): Promise<string> {
  try {
    return (await call(routes.getVapidPublicKey, {})).publicKey;
  } catch (error) {
    // 503 PUSH_NOT_CONFIGURED (an operator without keys) or no connection.
    throw new PushProblemError('notAvailable', error);
  }
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * The browser's subscription with the server's key: the one it has, or a new one. A subscription made
 * with another key (the server's keys were replaced) can never be sent to, so it is replaced.
 */
async function subscription(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const key = base64UrlBytes(publicKey);
  try {
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameKey(existing, key)) return existing;
    await existing?.unsubscribe();
    // Rejects where the browser cannot reach its push service (e.g. Chromium builds without Google's).
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    throw new PushProblemError('tokenFailed', error);
  }
}

/**
 * Turns push on for this device as far as the browser goes: support, permission (asked only while it
 * is 'default', so call this from a tap), the service worker, the server's key, the subscription.
 * null: the question was closed unanswered.
 */
export async function subscribeThisDevice(): Promise<PushSubscription | null> {
  const support = detectPushSupport();
  if (support.problem) throw new PushProblemError(support.problem);
  let permission = Notification.permission;
  if (permission === 'default') permission = await askPermission();
  if (permission === 'denied') throw new PushProblemError('blocked');
  // Still 'default': the person closed the browser's question without answering; nothing failed.
  if (permission !== 'granted') return null;
  const registration = await serviceWorker();
  return subscription(registration, await vapidPublicKey());
}

/** The subscription this browser already holds, without asking anything (null: none, or no support). */
export async function existingSubscription(): Promise<PushSubscription | null> {
  if (!detectPushSupport().isSupported || Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The browser's subscription as the contract takes it (`toJSON()` types every field as optional). */
export function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** A thrown step's text key; anything unexpected reads as the last step's failure. */
export function problemOf(error: unknown, fallback: PushProblem): PushProblem {
  return error instanceof PushProblemError ? error.problem : fallback;
}
