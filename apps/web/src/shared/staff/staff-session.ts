import type { StaffUser } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../api-client';
import { navigate } from '../history-router';
import { useVisibleInterval } from '../use-visible-interval';
import { forgetStaffToken, hasStaffToken, storeStaffToken } from './staff-token';

/** Every console query sits under this key: signing out forgets them all at once. */
export const STAFF_QUERY_ROOT = 'staff';
const staffMeKey = [STAFF_QUERY_ROOT, 'me'] as const;

/** How often the session is checked while the console is on screen: a deactivated person leaves within it. */
const SESSION_CHECK_MS = 30_000;

/**
 * The signed-in person (GET /api/staff/me). Read again every 30 s while visible: when an owner deactivates
 * someone or ends their session, the next check answers 401 and the guard sends them to sign in.
 */
export function useStaffMe() {
  const interval = useVisibleInterval(SESSION_CHECK_MS);
  return useQuery({
    queryKey: staffMeKey,
    queryFn: ({ signal }) => call(routes.getStaffMe, { signal }).then((d) => d.staff),
    enabled: hasStaffToken(),
    staleTime: SESSION_CHECK_MS,
    refetchInterval: interval,
  });
}

/** After a sign-in (or an accepted invitation): keep the token and who it belongs to. */
export function startStaffSession(queryClient: QueryClient, session: { token: string; staff: StaffUser }) {
  storeStaffToken(session.token);
  queryClient.removeQueries({ queryKey: [STAFF_QUERY_ROOT] });
  queryClient.setQueryData(staffMeKey, session.staff);
}

/** Ends the session on the server (best effort: it also expires by itself) and on this device. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await call(routes.staffLogout, {}).catch(() => undefined);
    forgetStaffToken();
    queryClient.removeQueries({ queryKey: [STAFF_QUERY_ROOT] });
    navigate('/dashboard/login', { replace: true });
  }, [queryClient]);
}
