import { restaurantIdFromSlug } from '@sufra/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../shared/api-client';
import { publicApi, queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import { tableStatusQueries } from './use-table-status';
import { welcomeApi } from './welcome-api';

/** A QR link: /welcome/{slug}?table={number}&hash={tableHash} or ?takeaway={takeawayHash} (docs/decisions.md). */
export type QrLink =
  | { kind: 'table'; restaurantId: number; tableNumber: number; hash: string }
  | { kind: 'takeaway'; restaurantId: number; hash: string }
  | { kind: 'invalid' };

export function parseQrLink(slug: string, params: URLSearchParams): QrLink | null {
  const table = params.get('table');
  const hash = params.get('hash');
  const takeaway = params.get('takeaway');
  if (table === null && hash === null && takeaway === null) return null;
  const restaurantId = restaurantIdFromSlug(slug);
  if (restaurantId === null) return { kind: 'invalid' };
  if (takeaway) return { kind: 'takeaway', restaurantId, hash: takeaway };
  const tableNumber = Number(table);
  if (!hash || !Number.isSafeInteger(tableNumber) || tableNumber <= 0) return { kind: 'invalid' };
  return { kind: 'table', restaurantId, tableNumber, hash };
}

/**
 * Validates a QR link with the server, stores the table or takeaway session, then replaces the URL
 * with the bare /welcome/{slug} so the hash does not linger in history (docs/decisions.md).
 */
export function useQrEntry(slug: string, link: QrLink | null) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['qr-entry', slug, link],
    enabled: link !== null && link.kind !== 'invalid',
    retry: false,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      if (!link || link.kind === 'invalid') throw new ApiError(400, 'VALIDATION_FAILED', '');
      const { setTableSession, setTakeawaySession } = useStore.getState();
      const v =
        link.kind === 'table'
          ? await publicApi.validateTable(link.restaurantId, link.tableNumber, link.hash)
          : await welcomeApi.validateTakeaway(link.restaurantId, link.hash);
      // The restaurant as just read (its pause among it): the welcome screen shows it without asking again.
      queryClient.setQueryData(queryKeys.restaurant(v.restaurant.id), v.restaurant);
      // The store takes the session's fields from the restaurant (restaurantFields), nothing more.
      const restaurant = v.restaurant;
      if (link.kind === 'table' && 'table' in v) {
        // The table's orders and payments only once the server took the hash: asked alongside the
        // validation, a stale or rotated hash cost two more refused requests (issue 25 item 10). Asked
        // here, before the screen changes, they are on their way while the welcome screen loads.
        const [orders, pending] = tableStatusQueries(link.restaurantId, link.tableNumber, link.hash);
        void queryClient.prefetchQuery(orders);
        void queryClient.prefetchQuery(pending);
        setTableSession({
          restaurant,
          tableNumber: v.table.number,
          tableHash: link.hash,
          tableCapacity: v.tableCapacity,
          hasActiveTableOrder: v.hasActiveOrder,
        });
      } else setTakeawaySession({ restaurant, takeawayHash: link.hash });
      return v.restaurant.slug || slug;
    },
  });
  useEffect(() => {
    if (query.data) navigate(`/welcome/${query.data}`, { replace: true });
  }, [query.data, navigate]);
  return { error: link?.kind === 'invalid' ? 'invalid' : query.error, isValidating: query.isFetching };
}
