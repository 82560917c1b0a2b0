import type { BoardOrder } from '@sufra/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { arrivedIds } from './arrivals';

/** How long a card that just arrived stays highlighted. */
const FRESH_MS = 6_000;

/**
 * The orders that arrived with the latest reads (highlighted for a few seconds), and the newest of them
 * for the screen reader's announcement. The first read announces nothing.
 */
export function useArrivals(orders: readonly BoardOrder[] | undefined) {
  const known = useRef<ReadonlySet<string> | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [latest, setLatest] = useState<BoardOrder | null>(null);

  useEffect(() => {
    if (!orders) return;
    const arrived = arrivedIds(
      known.current,
      orders.map((o) => o.id),
    );
    known.current = new Set(orders.map((o) => o.id));
    if (arrived.length === 0) return;
    setFresh((previous) => new Set([...previous, ...arrived]));
    setLatest(orders.find((o) => o.id === arrived.at(-1)) ?? null);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((previous) => new Set([...previous].filter((id) => !arrived.includes(id))));
    }, FRESH_MS);
    timers.current.add(timer);
  }, [orders]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return { fresh, latest };
}
