import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../shared/api-client';
import { renderApp } from '../test/render';
import { error, member, signInAs, staffServer, staffUser } from '../test/staff-test-server';

// The console's door (shared/staff/require-staff.tsx) through the real route table: who gets in where,
// and where the others are sent.

describe('the restaurant console guard', () => {
  it('sends a signed-out visitor to sign in, then back to the page they asked for', async () => {
    const user = userEvent.setup();
    const server = staffServer({
      me: staffUser('owner'),
      users: [member('owner')],
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/auth/login'
          ? {
              status: 200,
              body: {
                data: {
                  token: 'fresh-token',
                  expiresAt: '2026-11-21T06:00:00.000Z',
                  staff: staffUser('owner'),
                },
              },
            }
          : undefined,
    });
    renderApp('/dashboard/staff');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your restaurant' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/dashboard/staff');
    expect(server.requests.some((r) => r.path === '/api/staff/users')).toBe(false);

    await user.type(screen.getByLabelText(/^email/i), 'owner@najd.test');
    await user.type(screen.getByLabelText(/^password/i), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/staff');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-token');
    expect(server.changes()[0]?.body).toEqual({ email: 'owner@najd.test', password: 'correct horse' });
  });

  it('shows a waiter why the Staff screen is closed to them, and offers no way to it', async () => {
    signInAs();
    const server = staffServer({ me: staffUser('waiter') });
    renderApp('/dashboard/staff');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen is not for your role' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are signed in as Sara Al-Otaibi (Waiter).')).toBeInTheDocument();
    // The navigation offers the waiter's own screens, by the route table, and not this one.
    const nav = screen.getByRole('navigation', { name: 'Restaurant console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Kitchen', 'Tables', 'Takeaway']);
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
    expect(server.requests.some((r) => r.path.startsWith('/api/staff/users'))).toBe(false);
  });

  it('takes an owner from /dashboard to the first screen their role opens, shown in the navigation', async () => {
    signInAs();
    staffServer({ me: staffUser('owner'), users: [member('owner')] });
    renderApp('/dashboard');

    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/orders'));
    const nav = await screen.findByRole('navigation', { name: 'Restaurant console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Orders',
      'Kitchen',
      'Expo',
      'Tables',
      'Takeaway',
      'Menu',
      'Approvals',
      'Stations',
      'Printers',
      'Tables & QR',
      'Coupons',
      'Reports',
      'Day close',
      'E-invoices',
      'Ratings',
      'Messages',
      'Staff',
      'Settings',
    ]);
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page'),
    );
    // The top bar: the restaurant, the person and role, the way out.
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Najd House')).toBeInTheDocument();
    expect(within(banner).getByText('Huda Al-Qahtani · Owner')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('takes the kitchen from /dashboard to its display', async () => {
    signInAs();
    staffServer({ me: staffUser('kitchen') });
    renderApp('/dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/kitchen'));
    const nav = await screen.findByRole('navigation', { name: 'Restaurant console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Kitchen', 'Expo', 'Takeaway', 'Stations', 'Printers']);
  });

  it('takes a platform admin from /dashboard to their own console, /admin (issue 13)', async () => {
    // A platform admin has no restaurant's screens: theirs is the admin console.
    signInAs();
    staffServer({ me: staffUser('admin') });
    renderApp('/dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('navigation', { name: 'Platform admin' })).toBeInTheDocument();
  });

  it('sends someone whose session has ended (deactivated, revoked) back to sign in', async () => {
    signInAs('revoked-token');
    staffServer({ me: null });
    renderApp('/dashboard/staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your restaurant' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('signs out: the session ends on the server and the token leaves the device', async () => {
    const user = userEvent.setup();
    signInAs();
    const server = staffServer({ me: staffUser('manager'), users: [member('manager')] });
    renderApp('/dashboard/staff');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Sign out' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your restaurant' }),
    ).toBeInTheDocument();
    expect(server.changes().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/staff/auth/logout']);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('signing in', () => {
  it('names each empty field and sends nothing', async () => {
    const user = userEvent.setup();
    const server = staffServer();
    renderApp('/dashboard/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText(/^email/i)).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText(/^email/i)).toHaveFocus();
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Enter your password');
    expect(server.changes()).toHaveLength(0);
  });

  it("shows the server's refusal in the person's language and keeps them on the form", async () => {
    const user = userEvent.setup();
    staffServer({
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/auth/login'
          ? error(401, 'INVALID_CREDENTIALS', 'Incorrect email or password. Please try again.')
          : undefined,
    });
    renderApp('/dashboard/login');
    await user.type(await screen.findByLabelText(/^email/i), 'owner@najd.test');
    await user.type(screen.getByLabelText(/^password/i), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect email or password. Please try again.',
    );
    expect(window.location.pathname).toBe('/dashboard/login');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('never follows a `next` that leaves the console', async () => {
    const user = userEvent.setup();
    staffServer({
      me: staffUser('kitchen'),
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/auth/login'
          ? {
              status: 200,
              body: {
                data: { token: 't', expiresAt: '2026-11-21T06:00:00.000Z', staff: staffUser('kitchen') },
              },
            }
          : undefined,
    });
    renderApp('/dashboard/login?next=https%3A%2F%2Fevil.example%2F');
    await user.type(await screen.findByLabelText(/^email/i), 'kitchen@najd.test');
    await user.type(screen.getByLabelText(/^password/i), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Home for the kitchen (its display), never the address in `next`.
    await waitFor(() => expect(window.location.href).toBe('http://localhost:3000/dashboard/kitchen'));
  });
});
