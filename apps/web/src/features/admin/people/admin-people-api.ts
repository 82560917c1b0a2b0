import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey, useLiveOptions } from '../../../shared/admin/admin-query';
import { call } from '../../../shared/api-client';

const adminsKey = adminKey('admins');

/** The platform's admins and the invitations sent to new ones. */
export function useAdmins() {
  const live = useLiveOptions(adminsKey);
  return useQuery({
    queryKey: adminsKey,
    queryFn: ({ signal }) => call(routes.listAdmins, { signal }),
    ...live,
  });
}

export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string; language: 'ar' | 'en' }) =>
      call(routes.createAdminInvite, { body }).then((d) => d.invite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
