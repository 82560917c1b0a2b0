import { StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { markFontsCached } from './fonts-cookie';
import { UpdatePrompt } from './update-prompt';
import { warmOfflineReads } from './warm-offline-reads';

/** Long-open screens (a kitchen display, a waiter's phone) look for a new version this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let prompt: Root | null = null;

function closePrompt(): void {
  prompt?.unmount();
  prompt = null;
}

/**
 * The prompt has a root of its own (a <div> at the end of <body>): it belongs to no route or layout, so it
 * shows on diner and staff screens alike, stays through navigations, and nothing on the first screen waits
 * for its code.
 */
function offerUpdate(update: () => void): void {
  if (prompt) return;
  const host = document.createElement('div');
  document.body.append(host);
  prompt = createRoot(host);
  prompt.render(
    <StrictMode>
      <Suspense fallback={null}>
        <UpdatePrompt onUpdate={update} onLater={closePrompt} />
      </Suspense>
    </StrictMode>,
  );
}

/**
 * Registers /sw.js (src/sw/sw.ts) and follows it:
 * - first visit: once the new worker has claimed the page, the diner's screens are read again through it
 *   (warm-offline-reads.ts), so they open offline after one visit;
 * - a new version installed and waiting: "A new version is available". Update posts SKIP_WAITING to it and
 *   this page reloads once, when it takes control. Nothing reloads by itself: an update another tab asked
 *   for only offers the reload here, so a payment being confirmed or a form half filled is never cut off.
 */
export async function startServiceWorker(reload: () => void = () => location.reload()): Promise<void> {
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;
  let asked = false;
  container.addEventListener('controllerchange', () => {
    if (asked) {
      asked = false;
      reload();
    } else if (!controlled) {
      controlled = true;
      void warmOfflineReads();
    } else {
      offerUpdate(reload);
    }
  });

  const registration = await container.register('/sw.js', { scope: '/' });
  const offer = (waiting: ServiceWorker) =>
    offerUpdate(() => {
      asked = true;
      closePrompt();
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  // Only with a controller: the very first install has no older version to replace, it just takes over.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  // Active means installed, and installing means the precache (fonts included) is complete.
  void container.ready.then(markFontsCached);
}
