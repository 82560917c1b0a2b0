import type {
  StationBody,
  StationRouting,
  StationRoutingBody,
  StationUpdateBody,
} from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';

const routingKey = [STAFF_QUERY_ROOT, 'kitchen-stations'] as const;
/** The kitchen's own reads (each display's picker and lines, the expo): stale after any change here. */
const kitchenRoot = [STAFF_QUERY_ROOT, 'kitchen'] as const;

/**
 * GET /api/staff/kitchen/stations: the stations and where each category and dish goes. Read again when
 * another screen changes them or the menu (a new category or dish), and at every (re)connection.
 */
export function useStationRouting() {
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: routingKey });
  useStaffEvents((event) => {
    if (event.type === 'kitchen.stations_changed' || event.type === 'menu.updated') reread();
  }, reread);
  return useQuery({
    queryKey: routingKey,
    queryFn: ({ signal }) => call(routes.getStationRouting, { signal }),
    staleTime: 0,
  });
}

/**
 * A change: an answer that is the whole routing (a removal, a routing save) replaces the cached one at
 * once; afterwards the routing and the kitchen's screens are read again either way.
 */
function useStationChange<V, R>(change: (variables: V) => Promise<R>, isRouting: (answer: R) => boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      if (isRouting(answer)) queryClient.setQueryData<StationRouting>(routingKey, answer as StationRouting);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: kitchenRoot });
      await queryClient.invalidateQueries({ queryKey: routingKey });
    },
  });
}

export const useCreateStation = () =>
  useStationChange(
    (body: StationBody) => call(routes.createStation, { body }).then((d) => d.station),
    () => false,
  );

export const useUpdateStation = () =>
  useStationChange(
    ({ id, body }: { id: number; body: StationUpdateBody }) =>
      call(routes.updateStation, { params: { id }, body }).then((d) => d.station),
    () => false,
  );

export const useDeleteStation = () =>
  useStationChange(
    (id: number) => call(routes.deleteStation, { params: { id } }),
    () => true,
  );

export const useUpdateRouting = () =>
  useStationChange(
    (body: StationRoutingBody) => call(routes.updateStationRouting, { body }),
    () => true,
  );
