import type { ReactNode } from 'react';
import { LoadFailure } from '../ui/load-failure';

/** What the ladder reads of a TanStack query, a plain or an infinite one. */
interface Loadable<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A console screen's (or one of its parts') answer to its query, the same on every screen: data once read is
 * kept through a failed refresh; before it, the failure with a retry, else the skeleton; an empty answer
 * says so in its own words.
 */
export function QueryLadder<T>({
  query,
  skeleton,
  isEmpty,
  empty,
  children,
}: {
  query: Loadable<T>;
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  if (data === undefined)
    return query.isError ? (
      <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      skeleton
    );
  return isEmpty?.(data) ? empty : children(data);
}
