import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useStore } from '../shared/store';
import { Toaster } from '../shared/ui/toaster';
import { PRELOAD_DELAY_MS, preloadCorePages } from './route-modules';

/** The root: toasts, scroll restoration, online state, and the 1 s preload of menu/invoice/cart. */
export function RootRoute() {
  const setOnline = useStore((s) => s.setOnline);
  useEffect(() => {
    const timer = setTimeout(preloadCorePages, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
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
