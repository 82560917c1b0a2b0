import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../shared/api-client';
import { renderApp } from '../../../test/render';
import { error, staffServer, staffUser } from '../../../test/staff-test-server';

// The pages the e-mailed links open: forgot password, choose a new one, accept an invitation.
const TOKEN = 'k'.repeat(43);

describe('forgot password', () => {
  it('always answers with the same confirmation, whoever the address belongs to', async () => {
    const user = userEvent.setup();
    const server = staffServer({
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/auth/password-reset'
          ? { status: 202, body: { data: { accepted: true } } }
          : undefined,
    });
    renderApp('/dashboard/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    // The sign-in page stays until the next page has loaded: wait for it before typing.
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await user.type(screen.getByLabelText(/^email/i), '  nobody@najd.test ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account uses this address, we have sent it a link to choose a new password.',
    );
    expect(server.changes().map((r) => r.body)).toEqual([{ email: 'nobody@najd.test' }]);
  });
});

describe('choosing a new password', () => {
  it('shows the rule first, then one problem per field, and sends nothing until both are right', async () => {
    const user = userEvent.setup();
    const server = staffServer();
    renderApp(`/dashboard/reset-password?token=${TOKEN}`);
    const password = await screen.findByLabelText(/^new password/i);
    expect(password).toHaveAccessibleDescription(
      'At least 10 characters. A short sentence is easy to remember and hard to guess.',
    );
    await user.type(password, 'short');
    await user.type(screen.getByLabelText(/^repeat/i), 'shorts');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(password).toHaveAccessibleDescription(expect.stringContaining('Use at least 10 characters'));
    expect(screen.getByLabelText(/^repeat/i)).toHaveAccessibleDescription(
      'The two passwords are not the same',
    );
    expect(password).toHaveFocus();
    expect(server.changes()).toHaveLength(0);
  });

  it('signs nobody in by itself: the sign-in form follows, with the address filled in', async () => {
    const user = userEvent.setup();
    const server = staffServer({
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/auth/password-reset/confirm'
          ? { status: 200, body: { data: { email: 'waiter@najd.test' } } }
          : undefined,
    });
    renderApp(`/dashboard/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^new password/i), 'a long new pass phrase');
    await user.type(screen.getByLabelText(/^repeat/i), 'a long new pass phrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your restaurant' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has changed. Sign in with the new one.',
    );
    expect(screen.getByLabelText(/^email/i)).toHaveValue('waiter@najd.test');
    expect(server.changes().map((r) => r.body)).toEqual([
      { token: TOKEN, password: 'a long new pass phrase' },
    ]);
  });

  it('says when the link cannot be used any more, and offers a new one', async () => {
    const user = userEvent.setup();
    staffServer({
      handle: ({ method }) =>
        method === 'POST'
          ? error(409, 'LINK_EXPIRED', 'This link has expired. Please ask for a new one.')
          : undefined,
    });
    renderApp(`/dashboard/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^new password/i), 'a long new pass phrase');
    await user.type(screen.getByLabelText(/^repeat/i), 'a long new pass phrase');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired. Please ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/dashboard/forgot-password',
    );
  });
});

describe('accepting an invitation', () => {
  const lookup = {
    invite: {
      email: 'noura@najd.test',
      name: 'Noura',
      role: 'waiter',
      restaurantName: 'Najd House',
      restaurantNameAr: 'بيت نجد',
      expiresAt: '2026-11-23T09:00:00.000Z',
    },
  };

  it('shows the restaurant, role and e-mail, asks a name and a password, and signs in', async () => {
    const user = userEvent.setup();
    const waiter = staffUser('waiter', { name: 'Noura Al-Shehri', email: 'noura@najd.test' });
    const server = staffServer({
      me: waiter,
      handle: ({ method, path }) => {
        if (method === 'GET' && path === '/api/staff/invites/lookup')
          return { status: 200, body: { data: lookup } };
        if (method === 'POST' && path === '/api/staff/invites/accept')
          return {
            status: 201,
            body: { data: { token: 'new-token', expiresAt: '2026-11-21T21:00:00.000Z', staff: waiter } },
          };
        return undefined;
      },
    });
    renderApp(`/dashboard/accept-invite?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Najd House on Sufra' }),
    ).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Your invitation' }));
    expect(details.getByText('Waiter')).toBeInTheDocument();
    expect(details.getByText('noura@najd.test')).toBeInTheDocument();
    const name = screen.getByLabelText(/^your name/i);
    expect(name).toHaveValue('Noura');
    await user.clear(name);
    await user.type(name, 'Noura Al-Shehri');
    await user.type(screen.getByLabelText(/^new password/i), 'tea and dates at nine');
    await user.type(screen.getByLabelText(/^repeat/i), 'tea and dates at nine');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));

    // Signed in at once, on the waiter's home: the orders board, named in the navigation.
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/orders'));
    expect(
      within(await screen.findByRole('banner')).getByText('Noura Al-Shehri · Waiter'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
    expect(server.changes().map((r) => r.body)).toEqual([
      { token: TOKEN, name: 'Noura Al-Shehri', password: 'tea and dates at nine' },
    ]);
  });

  it("asks for the name first: its field takes the focus, the password's problems are said too", async () => {
    const user = userEvent.setup();
    const server = staffServer({
      handle: ({ method, path }) =>
        method === 'GET' && path === '/api/staff/invites/lookup'
          ? { status: 200, body: { data: lookup } }
          : undefined,
    });
    renderApp(`/dashboard/accept-invite?token=${TOKEN}`);
    const name = await screen.findByLabelText(/^your name/i);
    await user.clear(name);
    await user.type(screen.getByLabelText(/^new password/i), 'short');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));

    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^new password/i)).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 10 characters'),
    );
    expect(server.changes()).toHaveLength(0);
  });

  it('explains an invitation that was used, withdrawn or expired, without a form', async () => {
    staffServer({
      handle: ({ path }) =>
        path === '/api/staff/invites/lookup'
          ? error(
              409,
              'LINK_ALREADY_USED',
              'This link has already been used. Please sign in, or ask for a new link.',
            )
          : undefined,
    });
    renderApp(`/dashboard/accept-invite?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has already been used.');
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/dashboard/login'),
    );
  });
});
