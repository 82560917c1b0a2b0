/**
 * How the service worker hands a push message to a page someone is looking at:
 * `postMessage({ type: FOREGROUND_PUSH_EVENT, message })`. Its own file: the diners' first screen
 * takes only this string.
 */
export const FOREGROUND_PUSH_EVENT = 'sufra:push';
