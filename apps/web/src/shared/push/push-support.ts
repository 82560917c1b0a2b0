import { AUTH_TOKEN_KEY } from '../api-client';

/**
 * What this browser can do about push (spec section 3 "Notification settings": isSupported, isPWA;
 * section 4: permission default, granted, denied, unsupported).
 */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** Spec section 8 "Notifications", in the order a person meets them. */
const PUSH_PROBLEMS = [
  'iosInstall',
  'unsupportedBrowser',
  'notAvailable',
  'blocked',
  'requestFailed',
  'serviceWorkerFailed',
  'tokenFailed',
  'registerFailed',
] as const;
export type PushProblem = (typeof PUSH_PROBLEMS)[number];

export interface PushSupport {
  isSupported: boolean;
  /** iPhone or iPad (iPadOS says it is a Mac, but a Mac has no touch screen). */
  isIOS: boolean;
  /** Opened from the home screen (installed), where iOS allows push at all. */
  isPWA: boolean;
  /** Why push cannot start here, before anything is asked; null when it can. */
  problem: PushProblem | null;
}

export function detectPushSupport(): PushSupport {
  const nav = navigator as Navigator & { standalone?: boolean };
  const isIOS =
    /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const isPWA = nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
  const isSupported = 'serviceWorker' in nav && 'PushManager' in window && 'Notification' in window;
  let problem: PushProblem | null = null;
  // Safari on iOS offers push only to a web app added to the home screen (iOS 16.4 and later).
  if (isIOS && !isPWA) problem = 'iosInstall';
  // Service workers exist only on https (or localhost): over plain http the browser is not the cause.
  else if (!window.isSecureContext) problem = 'notAvailable';
  else if (!isSupported) problem = 'unsupportedBrowser';
  return { isSupported: isSupported && problem === null, isIOS, isPWA, problem };
}

/** The browser's answer today (a person may change it in the site settings at any time). */
export function currentPermission(support: PushSupport = detectPushSupport()): PushPermission {
  return support.isSupported ? Notification.permission : 'unsupported';
}

/** Spec section 6: a token in local or session storage means this is not the diner app. */
export function hasAuthToken(): boolean {
  const read = (storage: () => Storage) => {
    try {
      return storage().getItem(AUTH_TOKEN_KEY) !== null;
    } catch {
      return false;
    }
  };
  return read(() => localStorage) || read(() => sessionStorage);
}
