import type { ReactNode, Ref } from 'react';
import { LoadFailure } from '../ui/load-failure';

/** Tailwind sees only whole class names: the page's spacing by its name. */
const GAPS = { 5: 'gap-5', 6: 'gap-6', 8: 'gap-8' } as const;

/**
 * A console or platform admin screen's frame: its one h1, what it is for, its actions beside them, then its
 * body (a `QueryLadder` where the body waits for a query). The two share this module so that they load as
 * one chunk, whose `console` name keeps it out of a diner's precache (vite.config.ts, NOT_FOR_DINERS).
 */
export function ConsolePage({
  title,
  intro,
  actions,
  headingRef,
  narrow = false,
  gap = 5,
  actionsBeside = false,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  /** Where focus goes back when what had it is gone (the heading then takes focus, without a ring). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Forms and the menu read better in a narrower column. */
  narrow?: boolean;
  gap?: keyof typeof GAPS;
  /** The actions stay beside the title until it has less than 18rem, instead of wrapping under a long intro. */
  actionsBeside?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`mx-auto flex w-full ${narrow ? 'max-w-5xl' : 'max-w-6xl'} flex-col ${GAPS[gap]} px-4 py-5 md:px-6`}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className={actionsBeside ? 'min-w-0 flex-1 basis-72' : 'min-w-0 flex-1'}>
          <h1
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className={headingRef ? 'text-2xl font-bold outline-none' : 'text-2xl font-bold'}
          >
            {title}
          </h1>
          {intro ? <p className="text-muted">{intro}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

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
