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
    if (isPop && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (!isPop) window.scrollTo(0, 0);
    // Remembered as the diner scrolls: by the time the next screen is committed, the page may
    // already be shorter and the browser's scrollY clamped.
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
      store();
    };
  }, [key, hash, isPop]);
}
