import { useQuery } from '@tanstack/react-query';
import { paymentApi, paymentKeys } from './payment-api';

/** While the gateway has not settled (3-D Secure, a slow bank), ask again: every 2 s, 15 times at most. */
const VERIFY_INTERVAL_MS = 2000;
export const VERIFY_MAX_ATTEMPTS = 15;

/**
 * GET /api/public/payments/:id/verify: the server settles from the gateway's own record (the redirect's
 * query string is never trusted). Shared by the callback and the success page (one cache entry).
 */
export function useVerifiedPayment(paymentId: string | null) {
  return useQuery({
    queryKey: paymentKeys.payment(paymentId ?? ''),
    queryFn: () => paymentApi.verifyPayment(paymentId!),
    enabled: !!paymentId,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < VERIFY_MAX_ATTEMPTS
        ? VERIFY_INTERVAL_MS
        : false,
  });
}
