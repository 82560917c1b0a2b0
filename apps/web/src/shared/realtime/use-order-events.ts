import { useQueryClient } from '@tanstack/react-query';
import { eventStreams, queryKeys } from '../public-api';
import { useEventStream } from './use-event-stream';
import { useConnectedFlag } from './use-table-events';

/** Live updates of one order (takeaway has no table stream): each event refetches the order. */
export function useOrderEvents(orderId: string | null) {
  const queryClient = useQueryClient();
  const refetch = () => {
    if (!orderId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.order(orderId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.allPendingPayments });
  };
  const { isConnected } = useEventStream(orderId ? eventStreams.order(orderId) : null, refetch, refetch);
  useConnectedFlag(isConnected);
  return { isConnected };
}
