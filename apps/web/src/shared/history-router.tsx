import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useState } from 'react';
import { Router } from 'wouter';

/** The history entry on screen. */
export interface HistoryEntry {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation to this entry handed over (`navigate(to, { state })`); kept on Back and reload. */
  state: unknown;
  /** Tells entries apart, also two visits of one path: scroll positions are remembered per key. */
  key: string;
  /** Reached by Back/Forward or by loading the page, not by a navigation inside the app. */
  isPop: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What `history.state` holds for an entry the app made (React Router's layout, so old entries still read). */
type StoredState = { key?: string; usr?: unknown } | null;

const listeners = new Set<() => void>();

function readEntry(isPop: boolean): HistoryEntry {
  const stored = history.state as StoredState;
  return {
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    state: stored?.usr ?? null,
    key: stored?.key ?? 'default',
    isPop,
  };
}

/**
 * Adds a history entry with a fresh key (or replaces the current one). A link to the URL already shown
 * replaces it, as React Router did, so Back does not step through copies of one screen.
 */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const replace = options.replace ?? new URL(to, location.href).href === location.href;
  const stored: StoredState = { key: Math.random().toString(36).slice(2, 10), usr: options.state ?? null };
  if (replace) history.replaceState(stored, '', to);
  else history.pushState(stored, '', to);
  for (const listener of listeners) listener();
}

const EntryContext = createContext<HistoryEntry | null>(null);

export function useHistoryEntry(): HistoryEntry {
  const entry = useContext(EntryContext);
  if (!entry) throw new Error('useHistoryEntry needs a <HistoryRouter>');
  return entry;
}

// What wouter asks for the path and the query (its Link, Redirect, useLocation, useParams, useSearchParams).
const useEntryLocation = (): [string, typeof navigate] => [useHistoryEntry().pathname, navigate];
const useEntrySearch = (): string => useHistoryEntry().search;

/**
 * wouter over the browser's history, with what its own browser hook lacks and React Router's
 * <BrowserRouter> did: a navigation renders in a transition, so the old screen stays until a lazy
 * page's code has arrived (wouter reads the URL with useSyncExternalStore, which never waits), and
 * every entry has a key and may carry state (scroll positions per entry; a payment's failure handed
 * from /payment-callback to /payment-method).
 */
export function HistoryRouter({ children }: { children: ReactNode }) {
  const [entry, setEntry] = useState(() => readEntry(true));
  useLayoutEffect(() => {
    const update = (isPop: boolean) => startTransition(() => setEntry(readEntry(isPop)));
    const onNavigate = () => update(false);
    const onPop = () => update(true);
    listeners.add(onNavigate);
    window.addEventListener('popstate', onPop);
    return () => {
      listeners.delete(onNavigate);
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  return <EntryRouter entry={entry}>{children}</EntryRouter>;
}

/** wouter reading the path and query from this entry. */
function EntryRouter({ entry, children }: { entry: HistoryEntry; children: ReactNode }) {
  return (
    <EntryContext value={entry}>
      <Router hook={useEntryLocation} searchHook={useEntrySearch}>
        {children}
      </Router>
    </EntryContext>
  );
}

/** One fixed entry (the server's renderer, entry-server.tsx): no history to follow. */
export function StaticHistoryRouter({ url, children }: { url: string; children: ReactNode }) {
  const { pathname, search } = new URL(url, 'http://sufra.local');
  const entry: HistoryEntry = { pathname, search, hash: '', state: null, key: 'default', isPop: true };
  return <EntryRouter entry={entry}>{children}</EntryRouter>;
}
