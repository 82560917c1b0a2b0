import type { PendingPayment } from '@sufra/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { useOrderProof } from '../../../shared/order-proof';
import { publicApi, queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';

type Interval = number | false | ((data: PendingPayment | undefined) => number | false);

/**
 * GET /api/public/restaurants/:id/pending-payments/:pid?hash= with its proof: the session's table hash,
 * or for takeaway the secret this phone was handed. Disabled without an id or a proof: the screen then
 * shows its empty state.
 */
export function usePendingPayment(pendingPaymentId: string | null, refetchInterval: Interval = false) {
  const restaurantId = useStore((s) => s.session.restaurantId);
  const hash = useOrderProof(pendingPaymentId);
  const enabled = !!pendingPaymentId && restaurantId !== null && !!hash;
  const query = useQuery({
    queryKey: queryKeys.pendingPayment(pendingPaymentId ?? ''),
    queryFn: () => publicApi.pendingPayment(restaurantId!, pendingPaymentId!, hash!),
    enabled,
    staleTime: 0,
    retry: false,
    refetchInterval:
      typeof refetchInterval === 'function' ? (q) => refetchInterval(q.state.data) : refetchInterval,
  });
  return { ...query, enabled, restaurantId, hash };
}

/** A split or cart still being paid (spec section 4: pending and processing count as remaining). */
export function isOpenPendingPayment(p: Pick<PendingPayment, 'status' | 'isFullyPaid'>): boolean {
  return !p.isFullyPaid && (p.status === 'pending' || p.status === 'processing');
}
