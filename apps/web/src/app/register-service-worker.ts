import { afterLoadIdle } from '../shared/after-load';

/**
 * The PWA's service worker (src/sw/sw.ts, built by vite-plugin-pwa as /sw.js), registered only once the
 * first screen is done and the page is idle: installing it downloads the precache list, which must not
 * share the network or the main thread with the diner's first screen. The registration and what follows it
 * (the first visit's offline copies, "a new version is available") are in the installable app's lazy chunk
 * (shared/pwa/pwa-chunk.ts), which starts them when it loads: the first screen carries one import of it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  afterLoadIdle(() => void import('../shared/pwa/pwa-chunk').catch(() => undefined), SERVICE_WORKER_DELAY_MS);
}

/** After the 1 s preloads of menu, invoice and cart, so those are fetched first. */
const SERVICE_WORKER_DELAY_MS = 3000;
