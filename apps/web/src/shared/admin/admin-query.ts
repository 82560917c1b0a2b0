import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_ROOT } from '../staff/staff-session';
import { useVisibleInterval } from '../use-visible-interval';

/** How often an admin screen reads its list again while on screen (no live stream: issue 13). */
const ADMIN_REFRESH_MS = 30_000;

/** Every admin query sits under the staff root: signing out forgets them with the console's. */
export const adminKey = (...parts: unknown[]): QueryKey => [STAFF_QUERY_ROOT, 'admin', ...parts];

/**
 * What keeps an admin screen live enough: read again every 30 s while the page is visible, at once when it
 * comes back into view or the window regains focus, and never served stale after a change.
 */
export function useLiveOptions(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const interval = useVisibleInterval(ADMIN_REFRESH_MS, () => {
    void queryClient.invalidateQueries({ queryKey });
  });
  return { refetchInterval: interval, refetchOnWindowFocus: true, staleTime: 0 } as const;
}
