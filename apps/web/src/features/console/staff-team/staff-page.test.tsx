import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { error, member, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

const at = '2026-11-21T09:00:00.000Z';
const TEAM = [member('owner'), member('manager'), member('waiter'), member('kitchen', { lastSeenAt: null })];

/** The card of one person (their name is its heading). */
async function cardOf(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return within(heading.closest('li') as HTMLElement);
}

function openStaffPage(role: 'owner' | 'manager', options: Parameters<typeof staffServer>[0] = {}) {
  signInAs();
  const server = staffServer({ me: staffUser(role), users: TEAM, ...options });
  renderApp('/dashboard/staff');
  return server;
}

describe('the Staff screen', () => {
  it('lists the people with their role, whether active, and when last seen', async () => {
    openStaffPage('owner');
    const waiter = await cardOf('Sara Al-Otaibi');
    expect(waiter.getByText('Waiter')).toBeInTheDocument();
    expect(waiter.getByText('Active')).toBeInTheDocument();
    expect(waiter.getByText('waiter@najd.test')).toBeInTheDocument();
    expect(waiter.getByText(/^Last seen /)).toBeInTheDocument();
    expect((await cardOf('Omar Al-Dosari')).getByText('Has not signed in yet')).toBeInTheDocument();
    // Nobody changes their own access.
    const self = await cardOf('Huda Al-Qahtani');
    expect(self.getByText('You')).toBeInTheDocument();
    expect(self.queryByRole('button')).not.toBeInTheDocument();
  });

  it('invites by e-mail with a role only after confirming who joins as what, and for how long', async () => {
    const user = userEvent.setup();
    const server = openStaffPage('owner', {
      handle: ({ method, path, body }) =>
        method === 'POST' && path === '/api/staff/invites'
          ? {
              status: 201,
              body: {
                data: {
                  invite: {
                    id: 7,
                    ...(body as object),
                    invitedBy: { id: 1, name: 'Huda Al-Qahtani' },
                    expiresAt: at,
                    createdAt: at,
                  },
                },
              },
            }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const form = within(screen.getByRole('dialog', { name: 'Invite someone to the console' }));
    await user.type(form.getByLabelText(/their name/i), 'Noura Al-Shehri');
    await user.type(form.getByLabelText(/their email/i), 'noura@najd.test');
    await user.click(form.getByRole('radio', { name: /^Waiter/ }));
    await user.click(form.getByRole('button', { name: 'Continue' }));

    const confirm = screen.getByRole('dialog', { name: 'Send this invitation?' });
    expect(confirm).toHaveAccessibleDescription(
      'Noura Al-Shehri (noura@najd.test) is invited to join as Waiter. The link in the email works once, within 48 hours, and lets them choose their own password.',
    );
    expect(server.changes()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send the invitation' }));

    expect(await screen.findByText('Invitation sent to noura@najd.test')).toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/api/staff/invites',
        { name: 'Noura Al-Shehri', email: 'noura@najd.test', role: 'waiter', language: 'en' },
      ],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("takes an address the server refuses back to the form, with the server's words on the e-mail field", async () => {
    const user = userEvent.setup();
    openStaffPage('owner', {
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/invites'
          ? error(409, 'STAFF_EMAIL_TAKEN', 'This email address already belongs to a Sufra account.')
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    await user.type(screen.getByLabelText(/their name/i), 'Sara');
    await user.type(screen.getByLabelText(/their email/i), 'waiter@najd.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

    expect(await screen.findByRole('dialog', { name: 'Invite someone to the console' })).toBeInTheDocument();
    expect(screen.getByLabelText(/their email/i)).toHaveAccessibleDescription(
      'This email address already belongs to a Sufra account.',
    );
  });

  it('changes a role only once a different role is chosen and confirmed', async () => {
    const user = userEvent.setup();
    const server = openStaffPage('owner', {
      handle: ({ method, path }) =>
        method === 'PATCH' && path === '/api/staff/users/3'
          ? {
              status: 200,
              body: { data: { user: member('waiter', { role: 'manager' }), revokedSessions: 0 } },
            }
          : undefined,
    });
    await user.click((await cardOf('Sara Al-Otaibi')).getByRole('button', { name: 'Change role' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change the role of Sara Al-Otaibi' }));
    expect(dialog.getByRole('radio', { name: /^Waiter/ })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Change role' })).toBeDisabled();

    await user.click(dialog.getByRole('radio', { name: /^Manager/ }));
    expect(
      dialog.getByText('Sara Al-Otaibi becomes Manager at once: the screens they may open change with it.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('Sara Al-Otaibi is now Manager')).toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/api/staff/users/3', { role: 'manager' }],
    ]);
  });

  it('deactivates only after a dialog that names the person and says their sessions end at once', async () => {
    const user = userEvent.setup();
    const server = openStaffPage('owner', {
      handle: ({ method, path }) =>
        method === 'PATCH' && path === '/api/staff/users/3'
          ? {
              status: 200,
              body: { data: { user: member('waiter', { isActive: false }), revokedSessions: 2 } },
            }
          : undefined,
    });
    await user.click((await cardOf('Sara Al-Otaibi')).getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Sara Al-Otaibi?' });
    expect(dialog).toHaveTextContent('Sara Al-Otaibi will no longer be able to sign in.');
    expect(dialog).toHaveTextContent('Every session they have open ends at once, on every device');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.changes()).toHaveLength(0);

    await user.click((await cardOf('Sara Al-Otaibi')).getByRole('button', { name: 'Deactivate' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate Sara Al-Otaibi' }));
    expect(
      await screen.findByText('Sara Al-Otaibi is deactivated. Their sessions have ended.'),
    ).toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/api/staff/users/3', { isActive: false }],
    ]);
  });

  it("keeps the dialog open with the server's reason when it refuses the change", async () => {
    const user = userEvent.setup();
    openStaffPage('owner', {
      users: [member('owner'), member('owner', { id: 5, name: 'Khalid Al-Saud', email: 'khalid@najd.test' })],
      handle: ({ method }) =>
        method === 'PATCH'
          ? error(
              409,
              'LAST_OWNER',
              'The restaurant needs at least one active owner. Make someone else an owner first.',
            )
          : undefined,
    });
    await user.click((await cardOf('Khalid Al-Saud')).getByRole('button', { name: 'Deactivate' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate Khalid Al-Saud' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Khalid Al-Saud?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The restaurant needs at least one active owner.',
    );
  });

  it('offers a manager neither owners to change nor the owner role to give', async () => {
    const user = userEvent.setup();
    openStaffPage('manager');
    expect((await cardOf('Huda Al-Qahtani')).queryByRole('button')).not.toBeInTheDocument();
    await user.click((await cardOf('Sara Al-Otaibi')).getByRole('button', { name: 'Change role' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'manager',
      'waiter',
      'kitchen',
    ]);
  });

  it('withdraws a pending invitation after confirming', async () => {
    const user = userEvent.setup();
    const invite = {
      id: 11,
      email: 'new@najd.test',
      name: 'Reem',
      role: 'kitchen',
      language: 'ar',
      invitedBy: { id: 1, name: 'Huda Al-Qahtani' },
      expiresAt: at,
      createdAt: at,
    };
    const server = openStaffPage('owner', {
      invites: [invite],
      handle: ({ method, path }) =>
        method === 'DELETE' && path === '/api/staff/invites/11' ? { status: 204, body: null } : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the invitation to new@najd.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the invitation to new@najd.test?' });
    expect(dialog).toHaveTextContent('The link in the email stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the invitation' }));
    await waitFor(() =>
      expect(server.changes().map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/staff/invites/11']),
    );
  });

  it('lists the signed-in devices and ends one other than this device after confirming', async () => {
    const user = userEvent.setup();
    const session = (id: number, role: 'owner' | 'waiter', isCurrent: boolean, userAgent: string) => {
      const { id: userId, name, email } = member(role);
      return {
        id,
        staffUser: { id: userId, name, email, role },
        userAgent,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: at,
        isCurrent,
      };
    };
    const server = openStaffPage('owner', {
      sessions: [
        session(20, 'owner', true, 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) Version/17.5 Safari/604.1'),
        session(21, 'waiter', false, 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Mobile Safari/537.36'),
      ],
      handle: ({ method, path }) =>
        method === 'DELETE' && path === '/api/staff/sessions/21' ? { status: 204, body: null } : undefined,
    });
    const devices = within(await screen.findByRole('region', { name: 'Signed-in devices' }));
    expect(await devices.findByText('This device')).toBeInTheDocument();
    expect(devices.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'End session: Sara Al-Otaibi on Chrome on Android',
    ]);
    await user.click(devices.getByRole('button', { name: /End session/ }));
    await user.click(screen.getByRole('button', { name: 'End the session' }));
    await waitFor(() =>
      expect(server.changes().map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/staff/sessions/21']),
    );
  });

  it('shows the access log: who did what, and when', async () => {
    openStaffPage('owner', {
      audit: [
        {
          id: 3,
          action: 'staff.role_changed',
          subject: 'staff_user:3',
          details: { email: 'waiter@najd.test', from: 'waiter', to: 'manager' },
          actor: { id: 1, name: 'Huda Al-Qahtani', email: 'owner@najd.test' },
          createdAt: at,
        },
        {
          id: 4,
          action: 'order.cancelled',
          subject: 'order:5c1e0b9a-2f4d-4e8a-9b1c-3d2e1f0a9b8c',
          details: {
            orderNumber: 31,
            from: 'preparing',
            reason: 'Guest left',
            refund: { amount: 4320, shares: 1, creditNotes: 1 },
          },
          actor: { id: 2, name: 'Faisal Al-Harbi', email: 'manager@najd.test' },
          createdAt: at,
        },
        {
          id: 2,
          action: 'staff.invited',
          subject: 'invite:4',
          details: { email: 'waiter@najd.test', name: 'Sara', role: 'waiter' },
          actor: null,
          createdAt: at,
        },
      ],
    });
    const log = within(await screen.findByRole('table'));
    const rows = (await log.findAllByRole('row')).slice(1).map((row) => {
      const [, who, what] = within(row).getAllByRole('cell');
      return [
        who?.textContent,
        what?.querySelector('p')?.textContent,
        what?.querySelector('dl')?.textContent,
      ];
    });
    expect(rows).toEqual([
      ['Huda Al-Qahtani', 'Changed the role of waiter@najd.test from Waiter to Manager', undefined],
      [
        'Faisal Al-Harbi',
        'Cancelled order #31: Guest left · SAR 43.20 refunded',
        'Status when cancelledPreparing',
      ],
      ['A former member of staff', 'Invited waiter@najd.test as Waiter', 'NameSara'],
    ]);
  });

  it('shows everything of the restaurant on request: money, coupons and the platform’s entries, in words, before/after readable', async () => {
    const user = userEvent.setup();
    const server = openStaffPage('owner', {
      handle: ({ method, path, query }) =>
        method === 'GET' && path === '/api/staff/audit' && query.get('kind') === 'all'
          ? {
              status: 200,
              body: {
                data: {
                  entries: [
                    {
                      id: 9,
                      action: 'coupon.updated',
                      subject: 'coupon:4',
                      details: {
                        code: 'WELCOME',
                        kind: 'fixed',
                        before: { value: 1500, isActive: true },
                        after: { value: 2000, isActive: false },
                      },
                      actor: { id: 1, name: 'Huda Al-Qahtani', email: 'owner@najd.test' },
                      createdAt: at,
                    },
                    {
                      id: 8,
                      action: 'table.payment_recorded',
                      subject: 'payment:0b1c',
                      details: { table: 4, method: 'cash', amount: 8600, tip: 0, orders: [31] },
                      actor: { id: 2, name: 'Faisal Al-Harbi', email: 'manager@najd.test' },
                      createdAt: at,
                    },
                    {
                      id: 7,
                      action: 'something.new',
                      subject: 'restaurant:1',
                      details: {},
                      actor: null,
                      createdAt: at,
                    },
                  ],
                },
              },
            }
          : undefined,
    });
    const log = await screen.findByRole('region', { name: 'Audit log' });
    // Access first, as before.
    expect(within(log).getByRole('button', { name: 'Access' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.path === '/api/staff/audit' && r.query.get('kind') === 'access'),
      ).toBe(true),
    );
    await user.click(within(log).getByRole('button', { name: 'Everything' }));
    expect(await within(log).findByText('Changed the coupon WELCOME')).toBeInTheDocument();
    expect(within(log).getByText('Recorded a payment of SAR 86.00 for table 4 (Cash)')).toBeInTheDocument();
    expect(within(log).getByText('Another change: something new')).toBeInTheDocument();
    const change = within(within(log).getByRole('region', { name: 'Details' }));
    expect(change.getByRole('row', { name: 'Discount SAR 15.00 SAR 20.00' })).toBeInTheDocument();
    expect(change.getByRole('row', { name: 'Active Yes No' })).toBeInTheDocument();
    expect(log.textContent).not.toMatch(/8600|isActive|something\.new|coupon\.updated/);
    expect(server.changes()).toEqual([]);
  });
});
