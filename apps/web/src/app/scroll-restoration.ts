import { useLayoutEffect } from 'react';
import { useHistoryEntry } from '../shared/history-router';

const STORAGE_KEY = 'sufra-scroll';
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

function store(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    /* private mode: positions last for this page view */
  }
}

/**
 * Scrolls to `y`, and again each time the page grows until `y` is reachable: a screen restored after a
 * reload renders its skeleton first and its data later. The wait ends after 3 s, or as soon as the diner
 * scrolls, taps or types (their own scrolling wins). Returns the function that ends it early.
 */
function scrollWhenReachable(y: number, onEnd: () => void): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y;
  window.scrollTo(0, y);
  if (reachable() || typeof ResizeObserver === 'undefined') {
    onEnd();
    return () => {};
  }
  const userEvents = ['wheel', 'touchstart', 'keydown'] as const;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userEvents) window.removeEventListener(type, end);
    onEnd();
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reachable()) end();
  });
  observer.observe(document.body);
  const timer = setTimeout(end, 3000);
  for (const type of userEvents) window.addEventListener(type, end, { passive: true });
  return end;
}

/**
 * What React Router's <ScrollRestoration> did (wouter has none): a new screen starts at the top (or at
 * its #anchor), Back and Forward return to where the diner was, also after a reload of the tab.
 */
export function useScrollRestoration(): void {
  const { key, hash, isPop } = useHistoryEntry();
  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const saved = positions.get(key);
    // While a restore waits for the page to grow, the browser's clamped scrollY is not the diner's.
    let restoring = false;
    let endRestore = () => {};
    if (isPop && saved !== undefined) {
      restoring = true;
      endRestore = scrollWhenReachable(saved, () => {
        restoring = false;
      });
    } else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (!isPop) window.scrollTo(0, 0);
    // Remembered as the diner scrolls: by the time the next screen is committed, the page may
    // already be shorter and the browser's scrollY clamped.
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!restoring) positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      endRestore();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
      store();
    };
  }, [key, hash, isPop]);
}
