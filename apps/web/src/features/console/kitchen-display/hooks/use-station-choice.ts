import { useCallback } from 'react';
import { navigate, useHistoryEntry } from '../../../../shared/history-router';

const KITCHEN_PATH = '/dashboard/kitchen';
const STORAGE_KEY = 'sufra.kitchen.station';

/** What this device last chose: a station's id, 'all' (the whole kitchen), or nothing yet. */
function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): nothing remembered
  }
}

function store(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // not remembered; the address still holds the choice
  }
}

const asId = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/**
 * The station a display shows (null: the whole kitchen). The address says it (`?station=ID`), so a screen
 * mounted above the grill stays on it after a reload; this device also remembers it, so the console's
 * Kitchen link opens the same station on that screen.
 */
export function useStationChoice(): {
  station: number | null;
  choose: (station: number | null) => void;
  forget: () => void;
} {
  const entry = useHistoryEntry();
  const fromAddress = asId(new URLSearchParams(entry.search).get('station'));
  const station = fromAddress ?? asId(readStored());
  const choose = useCallback((next: number | null) => {
    store(next === null ? 'all' : String(next));
    navigate(next === null ? KITCHEN_PATH : `${KITCHEN_PATH}?station=${next}`, { replace: true });
  }, []);
  /** A station that no longer exists: back to the whole kitchen, on this device too. */
  const forget = useCallback(() => {
    store(null);
    navigate(KITCHEN_PATH, { replace: true });
  }, []);
  return { station, choose, forget };
}
