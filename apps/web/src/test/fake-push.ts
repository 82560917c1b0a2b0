import { vi } from 'vitest';

/**
 * The browser's push APIs as jsdom lacks them (Notification, PushManager, a service worker registration),
 * each step able to fail as a real browser's can. The network stays the tests' own (mockApi).
 */
export interface FakePushOptions {
  permission?: NotificationPermission;
  /** What the browser's question answers; an Error: it throws. */
  answer?: NotificationPermission | Error;
  /** false: no service worker ever becomes active. */
  serviceWorker?: boolean;
  /** An Error: subscribe() rejects (e.g. no push service reachable). */
  subscribeError?: Error;
  /** A subscription the browser already holds. */
  existing?: boolean;
  userAgent?: string;
  standalone?: boolean;
}

export const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

function fakeSubscription(key: ArrayBuffer | null) {
  return {
    endpoint: ENDPOINT,
    expirationTime: null,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** Only its presence matters (`'PushManager' in window`). */
class FakePushManager {}

export function installFakePush(options: FakePushOptions = {}) {
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      if (options.answer instanceof Error) throw options.answer;
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  let current: ReturnType<typeof fakeSubscription> | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (o: { applicationServerKey: Uint8Array }) => {
      if (options.subscribeError) throw options.subscribeError;
      current = fakeSubscription(o.applicationServerKey.slice().buffer);
      return current;
    }),
  };
  const registration = { pushManager };
  if (options.existing) current = fakeSubscription(null);
  const listeners = new Set<(event: MessageEvent) => void>();
  const serviceWorker = {
    ready: options.serviceWorker === false ? new Promise(() => undefined) : Promise.resolve(registration),
    getRegistration: async () => (options.serviceWorker === false ? undefined : registration),
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', FakePushManager);
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(navigator, 'userAgent', {
    value: options.userAgent ?? 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
    configurable: true,
  });
  Object.defineProperty(navigator, 'standalone', { value: options.standalone, configurable: true });
  return {
    notification,
    pushManager,
    /** What the service worker would post to a page someone is looking at. */
    post: (data: unknown) => {
      for (const listener of listeners) listener(new MessageEvent('message', { data }));
    },
  };
}

/** Takes the fakes away again (jsdom then has no push at all, as an unsupported browser). */
export function removeFakePush(): void {
  vi.unstubAllGlobals();
  for (const key of ['serviceWorker', 'userAgent', 'standalone'] as const)
    Reflect.deleteProperty(navigator, key);
}
