import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../shared/query-client';
import type { SessionRestaurant } from '../shared/store';
import { useStore } from '../shared/store';

const initialState = useStore.getState();

/** A fresh store (defaults), as after a first visit. */
export function resetStore(): void {
  useStore.setState(initialState, true);
}

/** Renders the real route table at `path` in memory, with a fresh query cache. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}

export const NAJD: SessionRestaurant = {
  id: 1,
  name: 'Najd House',
  nameAr: 'بيت نجد',
  logo: '/media/demo/restaurant-logo.svg',
  requirePaymentBeforeOrder: false,
};

type Handler = (url: URL, init: RequestInit | undefined) => { status: number; body: unknown } | undefined;

/** Stubs the network edge (fetch) with answers shaped like the server's; unknown paths are a 404. */
export function mockApi(handler: Handler) {
  const calls: URL[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const answer = handler(url, init) ?? {
      status: 404,
      body: { error: { code: 'ROUTE_NOT_FOUND', message: 'Route not found' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
