import { type ComponentType, lazy, Suspense } from 'react';
import { INSTALL_PROMPT } from '../../shared/pwa/install-event';
import { useStore } from '../../shared/store';

type NoticeKind = 'offline' | 'install';

/**
 * Loaded when one is shown, or with the service worker's client once the page is idle (the same chunk): the
 * first screen carries none of it. Offline before that it may fail to load (the worker not installed yet):
 * then it shows nothing, rather than the route's error screen.
 */
const DinerNotice = lazy<ComponentType<{ kind: NoticeKind }>>(() =>
  import('../../shared/pwa/pwa-chunk').catch(() => ({ default: () => null })),
);

function Notice({ kind }: { kind: NoticeKind }) {
  return (
    <Suspense fallback={null}>
      <DinerNotice kind={kind} />
    </Suspense>
  );
}

/** The offline banner, while the browser says it is offline (root-route.tsx keeps `isOnline`). */
export function OfflineSlot() {
  return useStore((s) => s.ui.isOnline) ? null : <Notice kind="offline" />;
}

/** The install prompt, once this phone has placed an order (shared/placed-order.ts): never on arrival. */
export function InstallSlot() {
  return useStore((s) => s.ui.activeModal === INSTALL_PROMPT) ? <Notice kind="install" /> : null;
}
