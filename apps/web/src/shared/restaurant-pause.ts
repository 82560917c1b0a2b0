import type { PublicRestaurant } from '@sufra/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicApi, queryKeys } from './public-api';

/** The restaurant paused ordering and paying (Settings' maintenance mode), with its own message. */
export type RestaurantPause = NonNullable<PublicRestaurant['maintenance']>;

/**
 * A pause is read again this often at most: a screen opened a minute after the owner switched it on or
 * off shows it, without a read of the restaurant on every screen change.
 */
const PAUSE_STALE_MS = 30_000;

/**
 * Whether the restaurant in session has paused ordering (null: it takes orders; undefined: not known yet).
 * It is the restaurant's public read (GET /api/public/restaurants/:id); the QR entry and the server's
 * first render seed it with the validation's answer, so a scanned table shows it at once.
 */
export function useRestaurantPause(restaurantId: number | null): RestaurantPause | null | undefined {
  const restaurant = useQuery({
    queryKey: queryKeys.restaurant(restaurantId ?? 0),
    queryFn: () => publicApi.restaurant(restaurantId!),
    enabled: restaurantId !== null,
    staleTime: PAUSE_STALE_MS,
    // While paused, look again now and then: the screen opens up when the restaurant is back.
    refetchInterval: (query) => (query.state.data?.maintenance ? PAUSE_STALE_MS : false),
  });
  return restaurant.data?.maintenance;
}
