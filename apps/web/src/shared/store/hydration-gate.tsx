import { type ReactNode, useEffect, useState } from 'react';
import { useStore } from './index';

/** Spec section 4: wait for the persisted state before showing routes, at most 5000 ms. */
const HYDRATION_TIMEOUT_MS = 5000;

export function HydrationGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [isReady, setReady] = useState(() => useStore.persist.hasHydrated());
  useEffect(() => {
    if (isReady) return;
    const unsubscribe = useStore.persist.onFinishHydration(() => setReady(true));
    // Broken storage must not lock the diner out: show the app with defaults after the timeout.
    const timer = setTimeout(() => setReady(true), HYDRATION_TIMEOUT_MS);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [isReady]);
  return isReady ? children : fallback;
}
