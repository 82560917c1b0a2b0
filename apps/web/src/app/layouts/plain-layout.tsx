import { type ReactNode, Suspense } from 'react';
import { HydrationGate } from '../../shared/store/hydration-gate';
import { PageFallback } from './page-fallback';
import { FullHeight } from './wrappers';

/** Everything that is neither marketing nor a diner screen: splash, scanner, redirects, not-found. */
export default function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <FullHeight>
      <HydrationGate fallback={<PageFallback />}>
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </HydrationGate>
    </FullHeight>
  );
}
