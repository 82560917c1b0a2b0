import type { AdjustmentBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../../shared/staff/staff-session';

/** The approvals screen's reads (features/console/line-adjustments) and the table map's own. */
const ADJUSTMENTS = [STAFF_QUERY_ROOT, 'adjustments'] as const;
const TABLES = [STAFF_QUERY_ROOT, 'tables'] as const;

/** Who can approve on this device with a PIN (managers and owners who set one). */
export function useApprovers() {
  return useQuery({
    queryKey: [...ADJUSTMENTS, 'approvers'],
    queryFn: ({ signal }) => call(routes.listApprovers, { signal }),
    staleTime: 0,
  });
}

/** A void or comp of a line; afterwards the table map and the approvals read again. */
export function useRequestAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: AdjustmentBody }) =>
      call(routes.requestAdjustment, { params: { id: orderId }, body }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: TABLES });
      await queryClient.invalidateQueries({ queryKey: ADJUSTMENTS });
    },
  });
}
