import type { WaiterCallStatus } from '@sufra/domain/contracts';
import { useSyncExternalStore } from 'react';

/** The last waiter call made from this phone, kept for the browser tab (it survives moving between screens). */
export interface KnownWaiterCall {
  id: number;
  status: WaiterCallStatus;
  restaurantId: number;
  tableNumber: number;
  createdAt: string;
}

const KEY = 'sufra-waiter-call';
/** A call older than this is no longer shown (the diner has long been served, or has left). */
const SHOWN_FOR_MS = 30 * 60 * 1000;

const listeners = new Set<() => void>();
let cached: { raw: string | null; call: KnownWaiterCall | null } = { raw: null, call: null };

function readStorage(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the call is simply not remembered
  }
}

/** Parsed once per stored value, so React sees the same object until it changes. */
function snapshot(): KnownWaiterCall | null {
  const raw = readStorage();
  if (raw !== cached.raw) {
    let call: KnownWaiterCall | null = null;
    try {
      call = raw ? (JSON.parse(raw) as KnownWaiterCall) : null;
    } catch {
      call = null;
    }
    cached = { raw, call };
  }
  return cached.call;
}

export function rememberWaiterCall(call: KnownWaiterCall): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(call));
  } catch {
    /* not remembered: the status shows until the screen changes */
  }
  for (const fn of [...listeners]) fn();
}

/** A call only moves forward: open → acknowledged → resolved. */
const STEP: Record<WaiterCallStatus, number> = { open: 0, acknowledged: 1, resolved: 2 };

/**
 * What the server says of a call now (its stream or a read); only the call this phone made is kept, and a
 * read that left before the acknowledgement arrived never takes it back to "called".
 */
export function noteWaiterCallStatus(id: number, status: WaiterCallStatus): void {
  const known = snapshot();
  if (known?.id === id && STEP[status] > STEP[known.status]) rememberWaiterCall({ ...known, status });
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** This table's recent call, or null (another table's, an old one, or none). */
export function useKnownWaiterCall(restaurantId: number | null, tableNumber: number | null) {
  const call = useSyncExternalStore(subscribe, snapshot, () => null);
  if (!call || call.restaurantId !== restaurantId || call.tableNumber !== tableNumber) return null;
  return Date.now() - Date.parse(call.createdAt) < SHOWN_FOR_MS ? call : null;
}
