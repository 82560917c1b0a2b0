/**
 * Runs `task` once the page has loaded, `delayMs` has passed and the main thread is idle, so
 * background work (chunk preloads, the service worker and its precache) never competes with the
 * first screen's scripts, data and paint. Returns a cancel function.
 */
export function afterLoadIdle(task: () => void, delayMs = 0): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a timeout is the next best thing.
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: 3000 });
    else task();
  };
  const afterLoad = () => {
    timer = setTimeout(whenIdle, delayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
