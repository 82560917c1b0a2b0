import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { HydrationGate } from '../../shared/store/hydration-gate';
import { PageFallback } from './page-fallback';
import { FullHeight } from './wrappers';

/** Everything that is neither marketing nor a diner screen: splash, scanner, redirects, not-found. */
export default function PlainLayout() {
  return (
    <FullHeight>
      <HydrationGate fallback={<PageFallback />}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </HydrationGate>
    </FullHeight>
  );
}
