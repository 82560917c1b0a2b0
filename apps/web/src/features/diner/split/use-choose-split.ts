import type { PendingPayment, SplitConfig } from '@sufra/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'wouter';
import { ApiError } from '../../../shared/api-client';
import { orderProof } from '../../../shared/order-proof';
import { publicApi, queryKeys } from '../../../shared/public-api';
import { useStore } from '../../../shared/store';
import type { SplitPayment } from '../../../shared/store/order-slice';
import { useOneTap } from '../../../shared/use-one-tap';
import { splitApi } from './split-api';

/** A split as a split screen chooses it; which shared split (pending payment) it pays is decided here. */
export type ChosenSplit = Omit<SplitPayment, 'isActive' | 'pendingPaymentId'>;

const API_TYPE = { evenly: 'evenly', items: 'per_item', custom: 'custom' } as const;

function isOpen(p: PendingPayment, orderId: string): boolean {
  return p.orderId === orderId && !p.isFullyPaid && (p.status === 'pending' || p.status === 'processing');
}

/**
 * The split this phone's share is paid through, as every phone at the table sees it:
 * - `?pending={id}`: the diner came from the table's split (/pending-payment-details) and pays a share of it;
 * - this phone already holds the order's open split of the same type: kept, or its number of people
 *   changed (PATCH; refused with SPLIT_IN_PROGRESS once an even share is paid);
 * - otherwise a new split is created (the server cancels the order's previous one: spec "Choosing split
 *   cancels an existing split"). `fresh` skips reuse (the diner asked for a new split).
 */
async function splitFor(split: ChosenSplit, joining: string | null, fresh: boolean): Promise<string> {
  if (joining) return joining;
  const { session, order } = useStore.getState();
  const hash = orderProof(order.orderId);
  if (split.type === 'remaining' || session.restaurantId === null || !hash || !order.orderId)
    throw new ApiError(400, 'MISSING_ORDER_CONTEXT', '');
  const restaurantId = session.restaurantId;
  const config: SplitConfig = { type: API_TYPE[split.type], totalPeople: split.totalPeople };
  const held = order.splitPayment;
  if (!fresh && held.pendingPaymentId && held.type === split.type) {
    try {
      const current =
        held.totalPeople === split.totalPeople
          ? await publicApi.pendingPayment(restaurantId, held.pendingPaymentId, hash)
          : await splitApi.updatePendingPayment(restaurantId, held.pendingPaymentId, {
              hash,
              split: config,
            });
      if (isOpen(current, order.orderId)) return current.id;
    } catch (error) {
      // Gone (unknown, or closed: replaced by another phone's split, paid): start a new one below.
      const isGone =
        error instanceof ApiError &&
        (error.code === 'PENDING_PAYMENT_NOT_FOUND' || error.code === 'SPLIT_INVALID');
      if (!isGone) throw error;
    }
  }
  const { pendingPayment: created } = await publicApi.createPendingPayment(restaurantId, {
    kind: 'split',
    orderId: order.orderId,
    hash,
    split: config,
  });
  // A takeaway order's split opens with the order's own secret.
  if (session.orderKeys[order.orderId]) useStore.getState().rememberOrderKey(created.id, hash);
  return created.id;
}

/** "Continue" on a split screen: settle the shared split, start this phone's share, go pay it. */
export function useChooseSplit() {
  const [params] = useSearchParams();
  const joining = params.get('pending');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const startSplit = useStore((s) => s.startSplit);
  const tap = useOneTap();
  const mutation = useMutation({
    mutationFn: ({ split, fresh }: { split: ChosenSplit; fresh: boolean }) => splitFor(split, joining, fresh),
    onSuccess: (pendingPaymentId, { split }) => {
      startSplit({ ...split, pendingPaymentId });
      const { restaurantId, tableNumber } = useStore.getState().session;
      if (restaurantId !== null && tableNumber !== null)
        void queryClient.invalidateQueries({
          queryKey: queryKeys.tablePendingPayments(restaurantId, tableNumber),
        });
      navigate('/payment-method');
    },
    // On success the page is being left: a late second tap must not settle the split again.
    onError: () => {
      tap.release();
    },
  });
  /** One tap, one request (a double tap must not create two splits). */
  const choose = (split: ChosenSplit, options: { fresh?: boolean } = {}) => {
    if (!tap.take()) return;
    mutation.mutate({ split, fresh: options.fresh ?? false });
  };
  const isRefused = mutation.error instanceof ApiError && mutation.error.code === 'SPLIT_IN_PROGRESS';
  return {
    choose,
    isJoining: !!joining,
    isPending: mutation.isPending,
    error: mutation.error,
    /** The held split cannot change its number of people: offer a new split instead. */
    isRefused,
  };
}
