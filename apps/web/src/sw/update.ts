/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;

/**
 * A new version waits until the page says so (the "update available" prompt, issue 14 item 6): the page
 * posts { type: 'SKIP_WAITING' } and reloads when the new worker takes control.
 */
export function registerUpdateHandling(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
}
