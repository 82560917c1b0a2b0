import { StrictMode, startTransition } from 'react';
// Next to React's import, so that the bundle keeps React DOM's code beside React's (app/react-dom-client.ts); the
// stylesheet's import after it keeps the sorted imports below from moving it.
import { reactDomClient } from './app/react-dom-client';
import './styles.css';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { loadPagesFor, preloadPagesFor } from './app/router';
import { initI18n } from './i18n/i18n';
import { storedLanguage } from './i18n/language';
import { captureInstallPrompt } from './shared/pwa/install-event';
import { readSsrSeed } from './shared/ssr-seed';
import { snapshotForHydration, useStore } from './shared/store';
import { syncSessionCookie, tableCookieAhead } from './shared/store/session-cookie';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Before anything lazy: the browser offers installing once, maybe before the first render.
captureInstallPrompt();

/**
 * The entry's work in several tasks instead of one (issue 28): evaluating the app's modules, then the seed
 * (the session's storage, the address bar, the cookie), then the texts and the first screen's code, then
 * React DOM's own top-level code (app/react-dom-client.ts), each a task the browser may paint or take a tap
 * between, instead of one long task that Lighthouse counts as blocking. A drawn screen's links work
 * meanwhile, and React replays a tap on what it has not hydrated yet.
 * (An async function, not a top-level await: with one, the build adds a chunk to the welcome screen.)
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // A screen the server rendered (entry-server.tsx): the browser takes the session and the URL it was
  // rendered for before anything reads them (a QR link's query leaves the address bar, as the entry does).
  const seed = readSsrSeed();
  if (seed?.session) useStore.getState().setTableSession(seed.session);
  if (seed && `${location.pathname}${location.search}` !== seed.url) history.replaceState(null, '', seed.url);
  // A drawn QR page's link tapped before its code stored the session: the server's cookie has the table.
  const cookie = seed ? null : tableCookieAhead();
  if (cookie) await import('./shared/store/adopt-table-cookie').then((m) => m.adoptTableCookie(cookie));
  syncSessionCookie();
  // Hydrated when it was drawn in this phone's language (a choice made before the language cookie existed
  // may differ): otherwise rendered afresh over it.
  const hydrate = seed !== null && seed.language === storedLanguage();
  await nextTask();
  const i18nReady = initI18n();
  // The first screen's page code and texts start downloading now, not once React reaches its route.
  preloadPagesFor(location.pathname);
  // React DOM's top-level code (more than half of what the entry's evaluation was) in a task of its own,
  // while they download.
  await nextTask();
  const { createRoot, hydrateRoot } = reactDomClient();
  await Promise.all([i18nReady, hydrate ? loadPagesFor(seed.url) : undefined]);
  const app = (
    <StrictMode>
      <App seed={seed} />
    </StrictMode>
  );
  // A transition lets React yield to the browser while it builds (or hydrates) the first screen, instead of
  // one long task that blocks input (Lighthouse: total blocking time).
  startTransition(() => {
    if (hydrate) {
      snapshotForHydration();
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
  });
}
void start(root);
registerServiceWorker();
