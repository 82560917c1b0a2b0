import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { ApiError } from '../api-client';

const isSessionEnd = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Renders again as soon as any request of the screen answers 401 (the client has dropped the token by
 * then), so the guard sends the person to sign in at once instead of showing a screen of failures: the
 * owner who deactivates someone ends their session on every device.
 */
export function useSessionEnd(): void {
  const queryClient = useQueryClient();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isSessionEnd(event.query.state.error)) rerender();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isSessionEnd(event.mutation?.state.error)) rerender();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}
