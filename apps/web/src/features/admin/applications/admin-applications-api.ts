import type { ApplicationStatus } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey, useLiveOptions } from '../../../shared/admin/admin-query';
import { call } from '../../../shared/api-client';

export type StatusFilter = ApplicationStatus | 'all';

const listKey = adminKey('applications');
const applicationKey = (id: string) => adminKey('application', id);

/** The queue, newest activity first, a page at a time (`before`: the last row's cursor); counts per status. */
export function useApplications(status: StatusFilter, q: string) {
  const key = [...listKey, status, q];
  const live = useLiveOptions(key);
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ signal, pageParam }) =>
      call(routes.listAdminApplications, { query: { status, q, before: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    ...live,
  });
}

/** One application with its fields, timeline (who decided; what a resubmission changed) and version. */
export function useApplication(id: string) {
  const key = applicationKey(id);
  const live = useLiveOptions(key);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      call(routes.getAdminApplication, { params: { id }, signal }).then((d) => d.application),
    ...live,
  });
}

/** A decision: afterwards the application and the queue are read again, whatever the answer was. */
function useDecision<V, R>(id: string, decide: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKey(id) }),
        queryClient.invalidateQueries({ queryKey: listKey }),
      ]);
    },
  });
}

export const useApprove = (id: string) =>
  useDecision(id, (version: number) =>
    call(routes.approveApplication, { params: { id }, body: { version } }),
  );

export const useRequestChanges = (id: string) =>
  useDecision(id, ({ version, message }: { version: number; message: string }) =>
    call(routes.requestApplicationChanges, { params: { id }, body: { version, message } }),
  );

export const useReject = (id: string) =>
  useDecision(id, ({ version, reason }: { version: number; reason: string }) =>
    call(routes.rejectApplication, { params: { id }, body: { version, reason } }),
  );
