import { useSyncExternalStore } from 'react';

/**
 * Opened from the home screen as an installed app: Chromium's display mode, or Safari's own flag on iOS
 * (which reported no display mode before iOS 16). The welcome screen's "Scan QR Code" and the install
 * prompt depend on it.
 */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

const never = () => () => undefined;
const notStandalone = () => false;

/**
 * isStandalone for rendering: a server-rendered page is drawn as in a browser tab, so hydration starts from
 * that and the installed app's difference follows in the next render (no mismatch).
 */
export function useIsStandalone(): boolean {
  return useSyncExternalStore(never, isStandalone, notStandalone);
}
