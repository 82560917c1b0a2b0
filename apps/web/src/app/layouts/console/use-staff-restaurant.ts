import * as routes from '@sufra/domain/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { useLocalized } from '../../../shared/localized';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';

/** The signed-in person's restaurant name, in the language on screen (null while unknown, or for a platform admin). */
export function useStaffRestaurantName(restaurantId: number | null): string | null {
  const localized = useLocalized();
  const restaurant = useQuery({
    queryKey: [STAFF_QUERY_ROOT, 'restaurant', restaurantId],
    queryFn: ({ signal }) =>
      call(routes.getRestaurant, { params: { id: restaurantId ?? 0 }, signal }).then((d) => d.restaurant),
    enabled: restaurantId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return restaurant.data ? localized(restaurant.data.name, restaurant.data.nameAr) : null;
}
