import type { AuditLogKind, CreateStaffInviteBody, UpdateStaffUserBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** The Staff screen follows changes made elsewhere (another manager, someone accepting) within this. */
const REFRESH_MS = 15_000;

const keys = {
  users: [STAFF_QUERY_ROOT, 'users'],
  invites: [STAFF_QUERY_ROOT, 'invites'],
  sessions: [STAFF_QUERY_ROOT, 'sessions'],
  audit: [STAFF_QUERY_ROOT, 'audit'],
} as const;

function useList<T>(key: readonly string[], read: (signal: AbortSignal) => Promise<T>) {
  const queryClient = useQueryClient();
  const interval = useVisibleInterval(
    REFRESH_MS,
    () => void queryClient.invalidateQueries({ queryKey: key }),
  );
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => read(signal),
    refetchInterval: interval,
    staleTime: 0,
  });
}

export const useStaffMembers = () =>
  useList(keys.users, (signal) => call(routes.listStaffUsers, { signal }).then((d) => d.users));
export const useStaffInvites = () =>
  useList(keys.invites, (signal) => call(routes.listStaffInvites, { signal }).then((d) => d.invites));
export const useStaffSessions = () =>
  useList(keys.sessions, (signal) => call(routes.listStaffSessions, { signal }).then((d) => d.sessions));

/**
 * The newest entries of the log, the access changes only (kind 'access', what the Staff screen showed first)
 * or every entry of the restaurant (kind 'all': money, menu, settings, tables, the platform's decisions);
 * older pages are read on demand (`before`: the oldest id shown).
 */
export const AUDIT_PAGE = 50;
export const useAuditLog = (kind: AuditLogKind) =>
  useList([...keys.audit, kind], (signal) =>
    call(routes.listAuditLog, { query: { kind, limit: AUDIT_PAGE }, signal }).then((d) => d.entries),
  );
export const readOlderAuditEntries = (kind: AuditLogKind, before: number) =>
  call(routes.listAuditLog, { query: { kind, limit: AUDIT_PAGE, before } }).then((d) => d.entries);

/** A change of access: afterwards every list is read again (each change is also a line of the log). */
function useAccessChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT], refetchType: 'active' }),
  });
}

export const useUpdateStaffUser = () =>
  useAccessChange(({ id, change }: { id: number; change: UpdateStaffUserBody }) =>
    call(routes.updateStaffUser, { params: { id }, body: change }),
  );
export const useCreateInvite = () =>
  useAccessChange((body: CreateStaffInviteBody) =>
    call(routes.createStaffInvite, { body }).then((d) => d.invite),
  );
export const useRevokeInvite = () =>
  useAccessChange((id: number) => call(routes.revokeStaffInvite, { params: { id } }));
export const useRevokeSession = () =>
  useAccessChange((id: number) => call(routes.revokeStaffSession, { params: { id } }));
