import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AppRoutes } from '../app/router';
import { HistoryRouter } from '../shared/history-router';
import { createQueryClient } from '../shared/query-client';
import type { SessionRestaurant } from '../shared/store';
import { useStore } from '../shared/store';

const initialState = useStore.getState();

/** A fresh store (defaults), as after a first visit. */
export function resetStore(): void {
  useStore.setState(initialState, true);
}

/**
 * Renders the real route table at `path` with a fresh query cache. The router runs on jsdom's
 * history, as in the browser (navigation state, Back, transitions): read `window.location` for
 * where the app went, and move with `navigate` from shared/history-router.
 */
export function renderApp(path: string) {
  history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <HistoryRouter>
        <AppRoutes />
      </HistoryRouter>
    </QueryClientProvider>,
  );
  return view;
}

export const NAJD: SessionRestaurant = {
  id: 1,
  name: 'Najd House',
  nameAr: 'بيت نجد',
  logo: '/media/demo/restaurant-logo.svg',
  requirePaymentBeforeOrder: false,
};

type Answer = { status: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Answer | Promise<Answer> | undefined;

/**
 * Stubs the network edge (fetch) with answers shaped like the server's; unknown paths are a 404. An
 * answer may be a promise: a read the test holds in flight.
 */
export function mockApi(handler: Handler) {
  const calls: URL[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const answer = (await handler(url, init)) ?? {
      status: 404,
      body: { error: { code: 'ROUTE_NOT_FOUND', message: 'Route not found' } },
    };
    // A 204 answer has no body (the Response constructor refuses one).
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
