import type { WaiterCall, WaiterCallStatus } from '@sufra/domain/contracts';
import type * as routes from '@sufra/domain/routes';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../api-client';
import { eventStreams } from '../public-api';
import { useEventStream } from '../realtime/use-event-stream';
import { useStore } from '../store';
import { useVisibleInterval } from '../use-visible-interval';

/** The polling fallback while a call waits (the spec's 15 s, only while the page is visible). */
const POLL_MS = 15_000;
/** As the call itself (public-api.ts): a diner waiting for a waiter should hear back quickly. */
const READ_TIMEOUT_MS = 10_000;
/**
 * The diner's own call (contracts/routes.ts getTableWaiterCall, held to it by the type): named here rather
 * than imported, as the route table's module is bundled once with every statement any chunk takes from it,
 * and the welcome screen's first chunk must not carry a route only this late chunk calls.
 */
const getTableWaiterCall = {
  method: 'GET',
  path: '/public/restaurants/:id/tables/:table/waiter-calls/:call',
  access: 'public',
} as const satisfies typeof routes.getTableWaiterCall;

/** A call only moves forward: open → acknowledged → resolved. */
const STEP: Record<WaiterCallStatus, number> = { open: 0, acknowledged: 1, resolved: 2 };

/**
 * Where the call just made stands: 'open' until a waiter acknowledges it. While it waits, the table's event
 * stream says when it is seen (`waiter_call.updated`), and a read every 15 s (and on coming back into view,
 * and on each reconnection) catches what a dropped stream missed. A read that left before the
 * acknowledgement arrived never takes it back.
 */
export function useWaiterCallStatus(made: WaiterCall): WaiterCallStatus {
  const { restaurantId, tableNumber, tableHash } = useStore((s) => s.session);
  const [status, setStatus] = useState(made.status);
  const note = useCallback(
    (id: number, next: WaiterCallStatus) => {
      if (id === made.id) setStatus((now) => (STEP[next] > STEP[now] ? next : now));
    },
    [made.id],
  );
  const waiting = status === 'open' && restaurantId !== null && tableNumber !== null && tableHash !== null;
  const refresh = useCallback(async () => {
    if (!waiting || restaurantId === null || tableNumber === null || tableHash === null) return;
    try {
      const { waiterCall } = await call(getTableWaiterCall, {
        params: { id: restaurantId, table: tableNumber, call: made.id },
        query: { hash: tableHash },
        timeoutMs: READ_TIMEOUT_MS,
      });
      note(waiterCall.id, waiterCall.status);
    } catch {
      /* the next poll or event tries again */
    }
  }, [waiting, restaurantId, tableNumber, tableHash, made.id, note]);
  useEventStream(
    waiting ? eventStreams.table(restaurantId, tableNumber, tableHash) : null,
    (event) => {
      if (event.type !== 'waiter_call.updated') return;
      const seen = (event.data as { waiterCall?: { id?: unknown; status?: unknown } } | null)?.waiterCall;
      if (typeof seen?.id === 'number' && (seen.status === 'acknowledged' || seen.status === 'resolved'))
        note(seen.id, seen.status);
    },
    () => void refresh(),
  );
  const interval = useVisibleInterval(POLL_MS, () => void refresh());
  useEffect(() => {
    if (!waiting || interval === false) return;
    const timer = setInterval(() => void refresh(), interval);
    return () => clearInterval(timer);
  }, [waiting, interval, refresh]);
  return status;
}
