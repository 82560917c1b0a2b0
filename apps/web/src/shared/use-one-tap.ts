import { useRef } from 'react';

/**
 * One tap, one request: a second tap while the first request is on its way is ignored (a double tap
 * must not place two orders, start two payments or create two splits). A ref, not state: the second
 * tap can arrive before React re-renders a disabled button.
 */
export function useOneTap() {
  const inFlight = useRef(false);
  return {
    /** False when a request is already on its way; otherwise marks one as started. */
    take(): boolean {
      if (inFlight.current) return false;
      inFlight.current = true;
      return true;
    },
    /** The request ended (or failed): the next tap may send another. */
    release(): void {
      inFlight.current = false;
    },
  };
}
