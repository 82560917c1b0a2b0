import type { SufraEvent } from '@sufra/domain/events';
import * as routes from '@sufra/domain/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api-client';
import { STAFF_QUERY_ROOT } from '../staff-session';
import { useStaffEvents } from '../use-staff-events';

const firstServiceKey = [STAFF_QUERY_ROOT, 'first-service'] as const;
const testOrderLinkKey = [STAFF_QUERY_ROOT, 'first-service', 'test-order-link'] as const;

/** The events after which a step may have ticked: the menu changed, an order came in. */
function movesTheChecklist(event: SufraEvent): boolean {
  return event.type === 'menu.updated' || event.type.startsWith('order.');
}

/**
 * The new owner's first-service checklist (GET /api/staff/first-service). Each step is read from what
 * really happened, so the list is read again on the restaurant's live events, at each (re)connection of
 * the stream, and when the owner comes back to the tab (the QR sheet downloaded, a test order placed
 * from another tab).
 */
export function useFirstService() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: firstServiceKey, exact: true });
  useStaffEvents((event) => {
    if (movesTheChecklist(event)) refetch();
  }, refetch);
  return useQuery({
    queryKey: firstServiceKey,
    queryFn: ({ signal }) => call(routes.getFirstService, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/**
 * Where a test order is placed: the restaurant's first takeaway counter in service, else its first
 * table in service (the links their QR codes carry), as the table setup lists them.
 */
export function useTestOrderLink(enabled: boolean) {
  return useQuery({
    queryKey: testOrderLinkKey,
    enabled,
    retry: false,
    queryFn: async ({ signal }) => {
      const setup = await call(routes.getTableSetup, { signal });
      const counter = setup.takeawayPoints.find((point) => point.isActive);
      const table = setup.tables.find((t) => t.status === 'active');
      return counter?.url ?? table?.url ?? null;
    },
  });
}
