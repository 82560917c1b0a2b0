import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api-client';
import { queryKeys } from '../../../shared/public-api';

/** The server refused an order or a payment because the restaurant paused ordering. */
export function isMaintenanceRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'RESTAURANT_MAINTENANCE';
}

/**
 * A refusal for maintenance means the pause this screen knew is out of date (switched on since it was
 * read): read the restaurant again, so the screen shows the pause and its message from then on.
 */
export function useRereadPauseOnRefusal(restaurantId: number | null, error: unknown): void {
  const queryClient = useQueryClient();
  const refused = isMaintenanceRefusal(error);
  useEffect(() => {
    if (refused && restaurantId !== null)
      void queryClient.invalidateQueries({ queryKey: queryKeys.restaurant(restaurantId) });
  }, [refused, restaurantId, queryClient]);
}
