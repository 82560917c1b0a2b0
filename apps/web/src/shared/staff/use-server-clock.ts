import { useEffect, useMemo, useState } from 'react';

/**
 * The server's "now" in milliseconds, ticking every `tickMs` (and when the tab is shown again). Ages on the
 * console (an order waiting 12 minutes, a call waiting 3) are the server's clock minus a server timestamp:
 * a tablet whose clock is five minutes out would otherwise colour every kitchen ticket wrong. `serverTime`
 * is the `serverTime` of the latest read; the offset to this device's clock is taken when it changes.
 */
export function useServerClock(serverTime: string | undefined, tickMs = 10_000): number {
  // Taken while rendering, not in an effect: the first render with a new read must already be on the
  // server's clock, or a tablet whose clock is out shows one frame of wrong ages (and a test can read it).
  const anchor = useMemo(() => {
    const local = Date.now();
    const server = serverTime ? Date.parse(serverTime) : Number.NaN;
    return { local, offset: Number.isFinite(server) ? server - local : 0 };
  }, [serverTime]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, tickMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [tickMs]);
  // The last tick may predate the read: never let the clock run behind the moment the offset was taken.
  return Math.max(now, anchor.local) + anchor.offset;
}

/** Whole minutes from `since` (an ISO timestamp) to `now` (ms), never negative. */
export function minutesSince(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
}
