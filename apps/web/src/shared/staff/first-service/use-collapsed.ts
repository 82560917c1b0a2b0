import { useState } from 'react';

/** Per restaurant and per device: a tablet folded by the owner stays folded; a colleague's phone does not. */
const keyOf = (restaurantId: number | null) => `sufra-first-service-collapsed:${restaurantId ?? 'none'}`;

function read(restaurantId: number | null): boolean {
  try {
    return localStorage.getItem(keyOf(restaurantId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the first-service checklist is folded to its one-line header. It cannot be dismissed before
 * it is complete (the steps tick themselves), but it must not hold a third of a phone's board meanwhile
 * (issue 25 item 4), so the owner may fold it, and the choice is remembered until they unfold it.
 */
export function useCollapsed(restaurantId: number | null): [boolean, (isCollapsed: boolean) => void] {
  const [isCollapsed, setCollapsed] = useState(() => read(restaurantId));
  const change = (next: boolean) => {
    setCollapsed(next);
    try {
      if (next) localStorage.setItem(keyOf(restaurantId), '1');
      else localStorage.removeItem(keyOf(restaurantId));
    } catch {
      // Storage refused (private mode): folded for this visit only.
    }
  };
  return [isCollapsed, change];
}
