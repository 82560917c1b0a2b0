import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { HistoryRouter, navigate, useHistoryEntry } from '../shared/history-router';
import { renderApp } from '../test/render';
import { RootRoute } from './root-route';
import { findRoute } from './router';

/** The real root (error screen, fallback, scrolling) on jsdom's history, around test pages. */
function renderRoot(path: string, pages: Record<string, ReactNode>) {
  history.replaceState(null, '', path);
  return render(
    <HistoryRouter>
      <RootRoute>
        <Switch>
          {Object.entries(pages).map(([pattern, page]) => (
            <Route key={pattern} path={pattern}>
              {page}
            </Route>
          ))}
        </Switch>
      </RootRoute>
    </HistoryRouter>,
  );
}

function ShowState() {
  const { state } = useHistoryEntry();
  return <p>{`state: ${JSON.stringify(state)}`}</p>;
}

describe('router', () => {
  it('shows a real not-found page with links home and to the table', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to your table' })).toHaveAttribute('href', '/welcome');
  });

  it('the default error element shows "Unexpected Application Error!" and the message, until the diner moves on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A page chunk that fails to load (e.g. a stale deploy) is exactly such an unexpected error.
    const Boom = lazy(() => Promise.reject(new Error('chunk failed to load')));
    renderRoot('/boom', { '/boom': <Boom />, '/fine': <p>Fine again</p> });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to start' })).toHaveAttribute('href', '/welcome');
    act(() => navigate('/fine'));
    expect(await screen.findByText('Fine again')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('starts a new screen at the top and returns to where the diner was on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderRoot('/a', { '/a': <p>Page A</p>, '/b': <p>Page B</p> });
    await screen.findByText('Page A');
    window.scrollY = 640;
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    scrollTo.mockClear();
    act(() => navigate('/b'));
    await screen.findByText('Page B');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // jsdom, like a browser, goes back asynchronously and tells the page with a popstate event.
    act(() => history.back());
    await screen.findByText('Page A');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps the old screen until the next page has loaded, instead of a skeleton', async () => {
    let load: (page: { default: () => ReactNode }) => void = () => undefined;
    const Slow = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (load = resolve)));
    renderRoot('/a', { '/a': <p>Page A</p>, '/slow': <Slow /> });
    await screen.findByText('Page A');
    act(() => navigate('/slow'));
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByText('Page A')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await act(async () => load({ default: () => <p>Slow page</p> }));
    expect(await screen.findByText('Slow page')).toBeInTheDocument();
    expect(screen.queryByText('Page A')).not.toBeInTheDocument();
  });

  it('hands navigation state to the next screen, and a link to the screen shown replaces its entry', async () => {
    renderRoot('/a', { '/a': <ShowState />, '/b': <ShowState /> });
    await screen.findByText('state: null');
    const entries = history.length;
    act(() => navigate('/b', { state: { failureReason: 'card_declined' } }));
    expect(await screen.findByText('state: {"failureReason":"card_declined"}')).toBeInTheDocument();
    expect(history.length).toBe(entries + 1);
    act(() => navigate('/b'));
    expect(await screen.findByText('state: null')).toBeInTheDocument();
    expect(history.length).toBe(entries + 1);
  });

  it.each(['/about-us', '/about-us/', '/terms-of-service/', '/privacy-policy/'])(
    'matches the info page %s with or without a trailing slash',
    (path) => {
      expect(findRoute(path).path).toBe(path.replace(/\/$/, ''));
    },
  );

  it('has a route for every screen of spec section 2', () => {
    const paths = [
      '/',
      '/splash',
      '/qr-code',
      '/welcome',
      '/welcome/najd-house-1',
      '/restaurant-onboarding',
      '/payment-method',
      '/invoice-details',
      '/invoice-details/5',
      '/takeaway-order-details',
      '/takeaway-order-details/5',
      '/split-bill',
      '/split-evenly',
      '/split-perItem',
      '/split-custom',
      '/payment-success',
      '/order-placed-success',
      '/order-creation-waiting',
      '/pending-payment-details',
      '/pending-payment-details/5',
      '/show-invoice',
      '/rating',
      '/restaurant-menu',
      '/restaurant/1',
      '/cart',
      '/order-confirmation',
      '/table-orders',
    ];
    for (const path of paths) expect(findRoute(path).path, path).not.toBe('*');
  });
});
