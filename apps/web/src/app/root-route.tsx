import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { afterLoadIdle } from '../shared/after-load';
import { usePushMessages } from '../shared/push/use-push-messages';
import { useStore } from '../shared/store';
import { Toaster } from '../shared/ui/toaster';
import { PageFallback } from './layouts/page-fallback';
import { RouteErrorBoundary } from './route-error';
import { PRELOAD_DELAY_MS, preloadCorePages } from './route-modules';
import { useScrollRestoration } from './scroll-restoration';

/**
 * The root: the error screen, the fallback while a first page's code arrives, toasts (push messages
 * of a page someone is looking at among them), scrolling, online state, and the 1 s preload of
 * menu/invoice/cart.
 */
export function RootRoute({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const setOnline = useStore((s) => s.setOnline);
  useScrollRestoration();
  usePushMessages();
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
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </RouteErrorBoundary>
      <Toaster />
    </>
  );
}
