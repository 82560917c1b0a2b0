import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { createMemoryRouter, type NonIndexRouteObject, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { routes } from './router';

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
    const root = routes[0] as NonIndexRouteObject;
    const boom: RouteObject = {
      path: 'boom',
      Component: lazy(() => Promise.reject(new Error('chunk failed to load'))),
    };
    const fine: RouteObject = { path: 'fine', element: <p>Fine again</p> };
    const router = createMemoryRouter([{ ...root, children: [boom, fine] }], { initialEntries: ['/boom'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to start' })).toHaveAttribute('href', '/welcome');
    await act(() => router.navigate('/fine'));
    expect(await screen.findByText('Fine again')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('starts a new screen at the top and returns to where the diner was on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const root = routes[0] as NonIndexRouteObject;
    const router = createMemoryRouter(
      [
        {
          ...root,
          children: [
            { path: 'a', element: <p>Page A</p> },
            { path: 'b', element: <p>Page B</p> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('Page A');
    window.scrollY = 640;
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    scrollTo.mockClear();
    await act(() => router.navigate('/b'));
    await screen.findByText('Page B');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate(-1));
    await screen.findByText('Page A');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it.each(['/about-us', '/about-us/', '/terms-of-service/', '/privacy-policy/'])(
    'matches the info page %s with or without a trailing slash',
    (path) => {
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      const leaf = router.state.matches.at(-1);
      expect(leaf?.route.path).toBe(path.replaceAll('/', ''));
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
    for (const path of paths) {
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      expect(router.state.matches.at(-1)?.route.path, path).not.toBe('*');
    }
  });
});
