import type { RouteId } from '@sufra/domain/routes';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ApiError } from '../api-client';
import { LoadFailure } from '../ui/load-failure';
import { Skeleton } from '../ui/skeleton';
import { mayCall } from './console-screens';
import { NotAllowed } from './not-allowed';
import { SignedInStaffContext } from './signed-in-staff';
import { useStaffMe } from './staff-session';
import { hasStaffToken } from './staff-token';
import { useSessionEnd } from './use-session-end';

/** The sign-in page, coming back to `path` afterwards. */
function loginPathFor(path: string): string {
  return `/dashboard/login?next=${encodeURIComponent(path)}`;
}

/**
 * A console screen's door: a visitor who is not signed in (or whose session ended) goes to the sign-in
 * page and comes back here afterwards; a role the screen's route does not admit sees why it cannot enter.
 * `route`: the API route the screen stands on (its `access` decides); none for pages every role opens.
 */
export function RequireStaff({ route, children }: { route?: Pick<RouteId, 'access'>; children: ReactNode }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const me = useStaffMe();
  useSessionEnd();
  const signIn = <Redirect to={loginPathFor(search ? `${pathname}?${search}` : pathname)} replace />;
  if (!hasStaffToken()) return signIn;
  if (me.isPending) return <GuardSkeleton />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) return signIn;
    return (
      <div className="mx-auto w-full max-w-xl p-4">
        <LoadFailure error={me.error} onRetry={() => void me.refetch()} />
      </div>
    );
  }
  const staff = me.data;
  if (route && !mayCall(staff.role, route)) return <NotAllowed staff={staff} />;
  return <SignedInStaffContext value={staff}>{children}</SignedInStaffContext>;
}

function GuardSkeleton() {
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true">
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
