import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec section 7: stale after 5 minutes, 1 retry. A 4xx answer will not change on retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
