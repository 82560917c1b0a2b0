import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { afterLoadIdle } from '../shared/after-load';
import { useStore } from '../shared/store';
import { Toaster } from '../shared/ui/toaster';
import { PRELOAD_DELAY_MS, preloadCorePages } from './route-modules';

/** The root: toasts, scroll restoration, online state, and the 1 s preload of menu/invoice/cart. */
export function RootRoute() {
  const setOnline = useStore((s) => s.setOnline);
  // 1 s after the page has loaded, when the main thread is idle: never inside the first screen's work.
  useEffect(() => afterLoadIdle(preloadCorePages, PRELOAD_DELAY_MS), []);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
