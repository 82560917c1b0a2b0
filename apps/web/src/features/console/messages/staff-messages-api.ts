import type { DeliveryStatus, MessageChannel, StaffMessages } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** How many messages of each kind a page lists. */
const MESSAGES_PAGE = 25;
/** Receipts and invoices are e-mailed by a background job: followed within this while visible. */
const REFRESH_MS = 30_000;

const messagesRoot = [STAFF_QUERY_ROOT, 'messages'] as const;

export interface MessagesFilter {
  channel: MessageChannel;
  status: DeliveryStatus | 'any';
}

interface Cursor {
  channel: MessageChannel;
  smsBefore?: number;
  mailBefore?: number;
}

/**
 * Where the next page starts: each list continues after its last message; a list that has no more is
 * left out (its channel dropped), so the other's next page never repeats it from the top.
 */
function nextCursor(last: StaffMessages): Cursor | null {
  const sms = last.nextSmsBefore;
  const mail = last.nextMailBefore;
  if (sms !== null && mail !== null) return { channel: 'all', smsBefore: sms, mailBefore: mail };
  if (sms !== null) return { channel: 'sms', smsBefore: sms };
  if (mail !== null) return { channel: 'mail', mailBefore: mail };
  return null;
}

/**
 * The SMS and e-mails the restaurant sent, page after page. There is no event for a message: any order
 * event of the restaurant reads them again (the pickup SMS is announced as `order.updated` once sent),
 * as does each (re)connection of the stream, the screen coming back into view and every 30 s.
 */
export function useStaffMessages(filter: MessagesFilter) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: messagesRoot });
  useStaffEvents((event) => {
    if (event.type.startsWith('order.')) refetch();
  }, refetch);
  const interval = useVisibleInterval(REFRESH_MS, refetch);
  return useInfiniteQuery({
    queryKey: [...messagesRoot, filter.channel, filter.status],
    queryFn: ({ pageParam, signal }): Promise<StaffMessages> =>
      call(routes.listStaffMessages, {
        query: {
          limit: MESSAGES_PAGE,
          ...(filter.status === 'any' ? {} : { status: filter.status }),
          ...(pageParam ?? { channel: filter.channel }),
        },
        signal,
      }),
    initialPageParam: null as Cursor | null,
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
    refetchInterval: interval,
    staleTime: 0,
  });
}
