import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { AT, adminServer, ok } from '../../../test/admin-test-server';
import { renderApp } from '../../../test/render';
import { error } from '../../../test/staff-test-server';

function open() {
  const invites: unknown[] = [];
  const server = adminServer(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/admin/admins')
      return ok({
        admins: [
          { id: 9, name: 'Reem Al-Shehri', email: 'reem@sufra.test', isActive: true, lastSignInAt: AT },
          { id: 10, name: 'Old Admin', email: 'old@sufra.test', isActive: false, lastSignInAt: null },
        ],
        invites,
      });
    if (method === 'POST' && path === '/api/admin/admins/invites') {
      const { email, name } = body as { email: string; name: string };
      if (email === 'reem@sufra.test')
        return error(
          409,
          'ADMIN_INVITE_EXISTS',
          'reem@sufra.test already has an account or a pending invitation.',
        );
      const invite = { id: 3, email, name, expiresAt: '2026-11-27T18:30:00.000Z', acceptedAt: null };
      invites.push(invite);
      return ok({ invite }, 201);
    }
    return undefined;
  });
  renderApp('/admin/admins');
  return server;
}

describe('the admins', () => {
  it('lists the admins with their state and last sign-in, and the invitations', async () => {
    open();
    const reem = within(
      (await screen.findByRole('heading', { level: 3, name: 'Reem Al-Shehri' })).closest('li') as HTMLElement,
    );
    expect(reem.getByText('Active')).toBeInTheDocument();
    expect(reem.getByText(/Last sign-in/)).toBeInTheDocument();
    const old = within(
      screen.getByRole('heading', { level: 3, name: 'Old Admin' }).closest('li') as HTMLElement,
    );
    expect(old.getByText('Deactivated')).toBeInTheDocument();
    expect(old.getByText('Never signed in')).toBeInTheDocument();
    expect(screen.getByText('No invitation yet.')).toBeInTheDocument();
  });

  it('invites an admin: name and e-mail required, an address already known refused at its field', async () => {
    const user = userEvent.setup();
    const server = open();
    const opener = await screen.findByRole('button', { name: 'Invite an admin' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite an admin' }));
    await user.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Enter their name.');
    expect(dialog.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Enter their e-mail address.',
    );
    expect(server.changes()).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Reem again');
    await user.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'reem@sufra.test');
    await user.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    const email = dialog.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'reem@sufra.test already has an account or a pending invitation.',
      ),
    );
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, 'sami@sufra.test');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Language of the e-mail' }), 'en');
    await user.click(dialog.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The invitation went to sami@sufra.test.');
    expect(server.changes().map((r) => r.body)).toEqual([
      { name: 'Reem again', email: 'reem@sufra.test', language: 'en' },
      { name: 'Reem again', email: 'sami@sufra.test', language: 'en' },
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Reem again' })).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('offers the e-mail in the language shown by default, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'دعوة مشرف' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'دعوة مشرف' }));
    expect(dialog.getByRole('combobox', { name: 'لغة البريد' })).toHaveValue('ar');
  });
});
