import { isStandalone } from './display-mode';
import { type InstallPromptEvent, installPrompt } from './install-event';

/** Set once the diner answered the prompt (installed, dismissed or "Got it"): never shown again on this phone. */
const ANSWERED_KEY = 'sufra-install-prompt';

/** 'browser': the browser's own install dialog; 'ios': the "Add to Home Screen" steps (Safari has no event). */
export type InstallOffer = 'browser' | 'ios';

/** iPhone, iPod and iPad (iPadOS says it is a Mac; only its touch screen tells them apart). */
function isIos(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

function answered(): boolean {
  try {
    return localStorage.getItem(ANSWERED_KEY) !== null;
  } catch {
    // No storage (a private mode that refuses it): "never again" could not be kept, so never at all.
    return true;
  }
}

export function rememberInstallAnswer(): void {
  try {
    localStorage.setItem(ANSWERED_KEY, new Date().toISOString());
  } catch {
    /* nothing to keep it in: answered() says never anyway */
  }
}

/**
 * What this phone can be offered after an order: nothing when the app is already open from the home screen
 * or the diner answered before; the browser's dialog where it offered one; the steps on iOS; else nothing
 * (a browser that cannot install, or has not offered it yet).
 */
export function installOffer(): InstallOffer | null {
  // A server-drawn first screen runs the app's entry after its paint: its boot script (src/boot.ts) keeps an
  // offer the browser made before that, here (not in the entry, whose bytes the welcome screen's budget counts).
  const early = globalThis as { sufraInstallPrompt?: InstallPromptEvent };
  installPrompt.event ??= early.sufraInstallPrompt ?? null;
  delete early.sufraInstallPrompt;
  if (isStandalone() || answered()) return null;
  if (installPrompt.event) return 'browser';
  return isIos() ? 'ios' : null;
}
