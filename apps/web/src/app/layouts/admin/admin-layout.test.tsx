import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../shared/api-client';
import { adminServer, ok } from '../../../test/admin-test-server';
import { renderApp } from '../../../test/render';
import { signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The admin console's door, through the real route table: only platform admins get in.

const OVERVIEW = {
  restaurants: { active: 3, suspended: 1 },
  applications: { submitted: 2, under_review: 0, approved: 3, rejected: 1, needs_changes: 1, withdrawn: 0 },
  demoRequestsNew: 4,
  today: { orders: 18, paid: 123450 },
  last7Days: { orders: 140, paid: 987600 },
  paymentFailureRate: 0.125,
  deadJobs: 0,
  einvoices: { unreported: 0, rejected: 0, overdue: 0, restaurantsAffected: 0 },
};

const overview = ({ method, path }: { method: string; path: string }) =>
  method === 'GET' && path === '/api/admin/overview' ? ok(OVERVIEW) : undefined;

describe('the platform admin console guard', () => {
  it('sends a signed-out visitor to the staff sign-in, then back to the admin page they asked for', async () => {
    const user = userEvent.setup();
    const admin = staffUser('admin');
    staffServer({
      me: admin,
      handle: (request) => {
        if (request.method === 'POST' && request.path === '/api/staff/auth/login')
          return ok({ token: 'fresh-token', expiresAt: '2026-11-21T06:00:00.000Z', staff: admin });
        if (request.path === '/api/admin/restaurants') return ok({ restaurants: [] });
        return undefined;
      },
    });
    renderApp('/admin/restaurants?status=suspended');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your restaurant' }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('next')).toBe(
      '/admin/restaurants?status=suspended',
    );
    await user.type(screen.getByLabelText(/^email/i), 'admin@sufra.test');
    await user.type(screen.getByLabelText(/^password/i), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurants' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/restaurants');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-token');
  });

  it('lands an admin who signs in without a destination on /admin, with the navigation', async () => {
    const user = userEvent.setup();
    const admin = staffUser('admin');
    staffServer({
      me: admin,
      handle: (request) => {
        if (request.method === 'POST' && request.path === '/api/staff/auth/login')
          return ok({ token: 'fresh-token', expiresAt: '2026-11-21T06:00:00.000Z', staff: admin });
        return overview(request);
      },
    });
    renderApp('/dashboard/login');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@sufra.test');
    await user.type(screen.getByLabelText(/^password/i), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Platform overview' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    const nav = screen.getByRole('navigation', { name: 'Platform admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Applications', 'Demo requests', 'Restaurants', 'Audit log', 'Admins']);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it("lands an admin who accepts an admin's invitation on /admin, signed in", async () => {
    const user = userEvent.setup();
    const admin = staffUser('admin', { name: 'Sami Al-Ghamdi', email: 'sami@sufra.test' });
    staffServer({
      me: admin,
      handle: (request) => {
        if (request.method === 'GET' && request.path === '/api/staff/invites/lookup')
          return ok({
            invite: {
              email: 'sami@sufra.test',
              name: 'Sami Al-Ghamdi',
              role: 'admin',
              restaurantName: 'Sufra',
              restaurantNameAr: 'سفرة',
              expiresAt: '2026-11-27T09:00:00.000Z',
            },
          });
        if (request.method === 'POST' && request.path === '/api/staff/invites/accept')
          return ok({ token: 'admin-token', expiresAt: '2026-11-21T21:00:00.000Z', staff: admin }, 201);
        return overview(request);
      },
    });
    renderApp(`/dashboard/accept-invite?token=${'k'.repeat(43)}`);
    const details = within(await screen.findByRole('region', { name: 'Your invitation' }));
    expect(details.getByText('Platform admin')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^new password/i), 'dates and cardamom');
    await user.type(screen.getByLabelText(/^repeat/i), 'dates and cardamom');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Platform overview' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    expect(
      within(screen.getByRole('banner')).getByText('Sami Al-Ghamdi · Platform admin'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('admin-token');
  });

  it('shows an owner that the admin console is not theirs, and asks the admin API nothing', async () => {
    signInAs();
    const server = staffServer({ me: staffUser('owner') });
    renderApp('/admin/applications');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen is not for your role' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my screens' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    expect(screen.queryByRole('navigation', { name: 'Platform admin' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path.startsWith('/api/admin'))).toBe(false);
  });

  it('signs an admin out: the token leaves the device and the sign-in page shows', async () => {
    const user = userEvent.setup();
    const server = adminServer(overview);
    renderApp('/admin');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your restaurant' }),
    ).toBeInTheDocument();
    expect(server.changes().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/staff/auth/logout']);
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull());
  });
});
