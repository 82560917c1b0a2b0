import type { StaffRatings, StaffRatingsShow } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** How many ratings a page lists. */
const RATINGS_PAGE = 20;
/** Should the stream be down, the screen still follows within this while visible. */
const REFRESH_MS = 60_000;

const ratingsRoot = [STAFF_QUERY_ROOT, 'ratings'] as const;

/**
 * The restaurant's ratings (those `show` picks), page after page, with the averages and weekly trend of
 * the first answer. A rating arrives as `rating.created` on the staff stream: the pages read so far are
 * read again, as they are at each (re)connection of the stream, when the screen comes back into view
 * and every minute while it is visible.
 */
export function useStaffRatings(show: StaffRatingsShow) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: ratingsRoot });
  useStaffEvents((event) => {
    if (event.type === 'rating.created') refetch();
  }, refetch);
  const interval = useVisibleInterval(REFRESH_MS, refetch);
  return useInfiniteQuery({
    queryKey: [...ratingsRoot, show],
    queryFn: ({ pageParam, signal }): Promise<StaffRatings> =>
      call(routes.listStaffRatings, {
        query: { limit: RATINGS_PAGE, show, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    // Another filter's list stays on screen (marked as updating) until the new one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: interval,
    staleTime: 0,
  });
}
