import { useCallback, useEffect } from 'react';
import { eventStreams, publicApi } from '../public-api';
import { useEventStream } from '../realtime/use-event-stream';
import { useStore } from '../store';
import { useVisibleInterval } from '../use-visible-interval';
import { noteWaiterCallStatus, useKnownWaiterCall } from './waiter-call-store';

/** The polling fallback while a call waits (the spec's 15 s, only while the page is visible). */
const POLL_MS = 15_000;

/**
 * Where this phone's waiter call stands: 'called' until a waiter acknowledges it, then 'onTheWay'; null
 * without a recent call (or once it was resolved). While it waits, the table's event stream says when it
 * is seen (`waiter_call.updated`), and a read every 15 s (and on coming back into view, and on each
 * reconnection) catches what a dropped stream missed.
 */
export function useWaiterCallStatus(): 'called' | 'onTheWay' | null {
  const { restaurantId, tableNumber, tableHash } = useStore((s) => s.session);
  const call = useKnownWaiterCall(restaurantId, tableNumber);
  // Only a call still waiting is followed (the stream and the polls stop once it is seen).
  const target =
    call?.status === 'open' && restaurantId !== null && tableNumber !== null && tableHash
      ? { restaurantId, tableNumber, tableHash, id: call.id }
      : null;
  const url = target ? eventStreams.table(target.restaurantId, target.tableNumber, target.tableHash) : null;
  const { restaurantId: r, tableNumber: n, tableHash: h, id } = target ?? {};
  const refresh = useCallback(async () => {
    if (r === undefined || n === undefined || h === undefined || id === undefined) return;
    try {
      const fresh = await publicApi.waiterCall(r, n, h, id);
      noteWaiterCallStatus(fresh.id, fresh.status);
    } catch {
      /* the next poll or event tries again */
    }
  }, [r, n, h, id]);
  useEventStream(
    url,
    (event) => {
      if (event.type !== 'waiter_call.updated') return;
      const seen = (event.data as { waiterCall?: { id?: unknown; status?: unknown } } | null)?.waiterCall;
      if (typeof seen?.id === 'number' && (seen.status === 'acknowledged' || seen.status === 'resolved'))
        noteWaiterCallStatus(seen.id, seen.status);
    },
    () => void refresh(),
  );
  const interval = useVisibleInterval(POLL_MS, () => void refresh());
  const waiting = target !== null;
  useEffect(() => {
    if (!waiting || interval === false) return;
    const timer = setInterval(() => void refresh(), interval);
    return () => clearInterval(timer);
  }, [waiting, interval, refresh]);
  if (!call || call.status === 'resolved') return null;
  return call.status === 'open' ? 'called' : 'onTheWay';
}
