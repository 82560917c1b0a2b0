import { useEffect, useRef, useState } from 'react';
import { arrivalsOf, NOTHING_SEEN, type Seen } from '../lib/arrivals';
import type { KitchenView } from '../lib/optimistic';

/** How long a new ticket (or add-on round) keeps its "New" mark. */
const NEW_MARK_MS = 45_000;

/**
 * Marks what arrived since the display last read: new tickets and new add-on rounds keep a "New" mark for
 * a while and `onArrival` runs once per read that brought any (the chime). Compared against every id seen
 * on this screen, so a reconnection's catch-up marks only what is really new, and the first read nothing
 * (the first read of each `scope`: a station chosen on the display).
 */
export function useArrivals(view: KitchenView | undefined, onArrival: () => void, scope: unknown = null) {
  const seen = useRef<Seen>(NOTHING_SEEN);
  const seenScope = useRef(scope);
  const [marks, setMarks] = useState<ReadonlyMap<string, number>>(new Map());
  const announce = useRef(onArrival);
  announce.current = onArrival;

  useEffect(() => {
    if (!view) return;
    // Another station chosen: its tickets were there already, not new (its first read announces nothing).
    if (seenScope.current !== scope) {
      seenScope.current = scope;
      seen.current = NOTHING_SEEN;
    }
    const arrivals = arrivalsOf(seen.current, view.tickets, view.serverTime);
    seen.current = arrivals.seen;
    const fresh = [...arrivals.tickets, ...arrivals.batches];
    if (fresh.length === 0) return;
    const until = Date.now() + NEW_MARK_MS;
    setMarks((previous) => new Map([...previous, ...fresh.map((key) => [key, until] as const)]));
    announce.current();
  }, [view, scope]);

  useEffect(() => {
    if (marks.size === 0) return;
    const next = Math.min(...marks.values());
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setMarks((previous) => new Map([...previous].filter(([, until]) => until > now)));
      },
      Math.max(0, next - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [marks]);

  return (key: string) => marks.has(key);
}
