import type { AdminDemoRequest } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey, useLiveOptions } from '../../../shared/admin/admin-query';
import { call } from '../../../shared/api-client';

export type DemoStatus = AdminDemoRequest['status'];
export type DemoFilter = DemoStatus | 'all';

const listKey = adminKey('demo-requests');

/** The demo requests of a status (all: every one), newest first, with the counts per status. */
export function useDemoRequests(status: DemoFilter) {
  const key = [...listKey, status];
  const live = useLiveOptions(key);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(routes.listAdminDemoRequests, { query: { status, limit: 200 }, signal }),
    ...live,
  });
}

/** A status or the notes changed: the lists are read again afterwards. */
export function useUpdateDemoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: { status?: DemoStatus; note?: string } }) =>
      call(routes.updateAdminDemoRequest, { params: { id }, body: change }).then((d) => d.demoRequest),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
