import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';

const ADJUSTMENTS = [STAFF_QUERY_ROOT, 'adjustments'] as const;
const APPROVERS = [...ADJUSTMENTS, 'own-pin'] as const;
/** The table map's reads: a void or comp changes a table's bill and lines. */
const TABLES = [STAFF_QUERY_ROOT, 'tables'] as const;

/** After any change here: the approvals, the table map and the orders read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ADJUSTMENTS });
    await queryClient.invalidateQueries({ queryKey: TABLES });
  };
}

/**
 * GET /api/staff/adjustments: the requests waiting and the last day's decisions, read again whenever a
 * request or a decision is announced (any device), and at every (re)connection.
 */
export function useAdjustments(enabled = true) {
  const queryClient = useQueryClient();
  const reread = () => void queryClient.invalidateQueries({ queryKey: ADJUSTMENTS });
  useStaffEvents((event) => {
    if (event.type === 'adjustment.requested' || event.type === 'adjustment.decided') reread();
  }, reread);
  return useQuery({
    queryKey: ADJUSTMENTS,
    queryFn: ({ signal }) => call(routes.listAdjustments, { signal }),
    staleTime: 0,
    enabled,
  });
}

/** Whether the caller (a manager or owner) has set their approval PIN. */
export function useOwnPin() {
  return useQuery({
    queryKey: APPROVERS,
    queryFn: ({ signal }) => call(routes.listApprovers, { signal }).then((d) => d.hasOwnPin),
    staleTime: 0,
  });
}

export function useDecideAdjustment() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'decline' | 'withdraw' }) => {
      const route =
        decision === 'approve'
          ? routes.approveAdjustment
          : decision === 'decline'
            ? routes.declineAdjustment
            : routes.withdrawAdjustment;
      return call(route, { params: { id } });
    },
    onSettled: afterChange,
  });
}

export function useSetApprovalPin() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (pin: string) => call(routes.setApprovalPin, { body: { pin } }),
    onSettled: afterChange,
  });
}
