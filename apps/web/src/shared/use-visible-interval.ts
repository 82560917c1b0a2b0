import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState === 'visible';

/** Whether the page is on screen (a phone in a pocket or a background tab is not). */
function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true);
}

/**
 * A polling interval that exists only while the page is visible (spec section 7: table orders and
 * pending payments every 15 s, only while visible), for react-query's `refetchInterval`. Coming back
 * into view calls `onVisible` once, so the diner sees fresh data at once instead of up to 15 s later.
 */
export function useVisibleInterval(ms: number, onVisible?: () => void): number | false {
  const visible = useDocumentVisible();
  const [wasHidden, setWasHidden] = useState(false);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    if (!visible) setWasHidden(true);
    else if (wasHidden) {
      setWasHidden(false);
      callback.current?.();
    }
  }, [visible, wasHidden]);
  return visible ? ms : false;
}
