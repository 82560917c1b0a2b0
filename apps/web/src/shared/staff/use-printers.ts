import * as routes from '@sufra/domain/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api-client';
import { mayCall } from './console-screens';
import { useSignedInStaff } from './signed-in-staff';
import { STAFF_QUERY_ROOT } from './staff-session';
import { useStaffEvents } from './use-staff-events';

/** The printers' query key (the printers page changes them; the kitchen display shows their state). */
export const PRINTERS_KEY = [STAFF_QUERY_ROOT, 'printers'] as const;

/**
 * GET /api/staff/kitchen/printers (issue 29 item 3): the restaurant's ticket printers with what each last
 * answered. Read again live when a printer's state changes or a print job ends, and at every
 * (re)connection; not asked at all by a role the route table does not let read them (a waiter).
 */
export function usePrinters() {
  const staff = useSignedInStaff();
  const queryClient = useQueryClient();
  const isAllowed = mayCall(staff.role, routes.listPrinters);
  const reread = () => void queryClient.invalidateQueries({ queryKey: PRINTERS_KEY });
  useStaffEvents((event) => {
    if (event.type === 'printer.status_changed' || event.type === 'printer.job_done') reread();
  }, reread);
  return useQuery({
    queryKey: PRINTERS_KEY,
    queryFn: ({ signal }) => call(routes.listPrinters, { signal }).then((d) => d.printers),
    enabled: isAllowed,
    staleTime: 0,
  });
}
