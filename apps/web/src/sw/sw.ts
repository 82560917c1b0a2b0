/// <reference lib="webworker" />
/**
 * The PWA's service worker (built by vite-plugin-pwa's injectManifest into /sw.js; registered by
 * src/app/register-service-worker.ts once the first screen is idle). One worker for the whole origin:
 * the diner app's shell and offline reads, and the push messages of diners and staff devices.
 * Each concern is its own file; this entry only wires them in order (precache first: later routes
 * must not answer what the precache holds).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerOfflineRoutes } from './offline-routes';
import { registerPushHandlers } from './push-handlers';
import { registerUpdateHandling } from './update';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app shell answers every navigation except the server's own pages (API, media, the sandbox
// gateway's hosted card page).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/sandbox\//],
  }),
);

registerOfflineRoutes();
registerPushHandlers();
registerUpdateHandling();
