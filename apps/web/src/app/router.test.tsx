import { render, screen } from '@testing-library/react';
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

  it('the default error element shows "Unexpected Application Error!" and the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A route module that fails to load (e.g. a stale deploy) is exactly such an unexpected error.
    const root = routes[0] as NonIndexRouteObject;
    const boom: RouteObject = { path: 'boom', lazy: () => Promise.reject(new Error('chunk failed to load')) };
    const router = createMemoryRouter([{ ...root, children: [boom] }], { initialEntries: ['/boom'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();
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
