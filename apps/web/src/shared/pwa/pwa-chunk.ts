import { startServiceWorker } from './service-worker-client';

/**
 * The installable app's one lazy chunk: the diner layout's notices (offline banner, install prompt) and the
 * service worker's client (registration, first-visit copies, "a new version"). One chunk for both, started
 * by loading it: the first screen names one file and one import (its 100 KB budget), and since
 * app/register-service-worker.ts loads it on every visit once the page is idle, the notices are already
 * here when the connection drops.
 */
export { DinerNotice as default } from './diner-notices';

if (import.meta.env.PROD && 'serviceWorker' in navigator) startServiceWorker().catch(() => undefined);
