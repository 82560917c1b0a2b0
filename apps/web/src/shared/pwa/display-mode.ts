/**
 * Opened from the home screen as an installed app: Chromium's display mode, or Safari's own flag on iOS
 * (which reported no display mode before iOS 16). The welcome screen's "Scan QR Code" and the install
 * prompt depend on it.
 */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}
