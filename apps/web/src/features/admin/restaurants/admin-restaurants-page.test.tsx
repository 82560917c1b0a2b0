import type { AdminRestaurant } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { adminServer, ok, restaurant } from '../../../test/admin-test-server';
import { renderApp } from '../../../test/render';

function open(path = '/admin/restaurants') {
  const list = {
    value: [
      restaurant(),
      restaurant({
        id: 8,
        slug: 'mandi-8',
        name: 'Mandi Palace',
        nameAr: 'قصر المندي',
        ownerEmail: null,
        plan: 'unlimited',
        ordersToday: 0,
      }),
    ],
  };
  const server = adminServer(({ method, path: p, body }) => {
    if (method === 'GET' && p === '/api/admin/restaurants') return ok({ restaurants: list.value });
    const action = /^\/api\/admin\/restaurants\/(\d+)\/(suspend|reactivate)$/.exec(p);
    if (method === 'POST' && action) {
      const id = Number(action[1]);
      const suspended = action[2] === 'suspend';
      list.value = list.value.map(
        (r): AdminRestaurant =>
          r.id === id
            ? {
                ...r,
                status: suspended ? 'suspended' : 'active',
                suspendedReason: suspended ? (body as { reason: string }).reason : null,
              }
            : r,
      );
      return ok({ restaurant: list.value.find((r) => r.id === id) });
    }
    const resend = /^\/api\/admin\/restaurants\/(\d+)\/resend-owner-invite$/.exec(p);
    if (method === 'POST' && resend)
      return ok({ invite: { email: 'owner@mandi.test', expiresAt: '2026-12-01T09:00:00.000Z' } });
    return undefined;
  });
  renderApp(path);
  return server;
}

const cardOf = async (name: string) =>
  within((await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement);

const fact = (card: ReturnType<typeof within>, term: string) =>
  card.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the restaurants list', () => {
  it('shows each restaurant with its status, plan, owner e-mail and orders today; searches from the address', async () => {
    const server = open('/admin/restaurants?q=qahwa-corner-7');
    const qahwa = await cardOf('Qahwa Corner');
    expect(qahwa.getByText('Active')).toBeInTheDocument();
    expect(qahwa.getByText('qahwa-corner-7')).toBeInTheDocument();
    expect(fact(qahwa, 'Plan')).toBe('Starter');
    expect(fact(qahwa, 'Owner')).toBe('layla@qahwa.test');
    expect(fact(qahwa, 'Orders today')).toBe('12');
    expect(qahwa.getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin/audit?restaurant=7',
    );
    const mandi = await cardOf('Mandi Palace');
    expect(fact(mandi, 'Owner')).toBe('No owner yet');
    expect(fact(mandi, 'Plan')).toBe('Unlimited');
    expect(screen.getByLabelText('Search by name, city or owner e-mail')).toHaveValue('qahwa-corner-7');
    expect(server.requests.find((r) => r.path === '/api/admin/restaurants')?.query.get('q')).toBe(
      'qahwa-corner-7',
    );
  });

  it('suspends only with a reason, after saying what diners and staff will see; then reactivates, confirmed', async () => {
    const user = userEvent.setup();
    const server = open();
    await user.click((await cardOf('Qahwa Corner')).getByRole('button', { name: 'Suspend Qahwa Corner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Qahwa Corner?' }));
    expect(
      dialog.getByText(
        'Diners who scan its QR codes see a closed message and cannot order or pay. Its staff can still sign in and see their history. You can reactivate it at any time.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Suspend the restaurant' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription('Write why the restaurant is suspended.');
    expect(server.changes()).toEqual([]);
    await user.type(reason, 'Unpaid invoices since October.');
    await user.click(dialog.getByRole('button', { name: 'Suspend the restaurant' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Qahwa Corner is suspended.');
    const qahwa = await cardOf('Qahwa Corner');
    expect(await qahwa.findByText('Suspended: Unpaid invoices since October.')).toBeInTheDocument();
    expect(server.changes().map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/restaurants/7/suspend', { reason: 'Unpaid invoices since October.' }],
    ]);
    // Focus goes back to the card's button, which now reactivates.
    await waitFor(() => expect(qahwa.getByRole('button', { name: 'Reactivate Qahwa Corner' })).toHaveFocus());

    await user.click(qahwa.getByRole('button', { name: 'Reactivate Qahwa Corner' }));
    const again = within(await screen.findByRole('dialog', { name: 'Reactivate Qahwa Corner?' }));
    expect(again.getByText('Diners can scan its QR codes, order and pay again.')).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Reactivate the restaurant' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Qahwa Corner is active again.');
    expect(server.changes().map((r) => r.path)).toEqual([
      '/api/admin/restaurants/7/suspend',
      '/api/admin/restaurants/7/reactivate',
    ]);
  });

  it('resends the owner’s invitation, confirmed, only where the restaurant has no owner yet', async () => {
    const user = userEvent.setup();
    const server = open();
    expect(
      (await cardOf('Qahwa Corner')).queryByRole('button', { name: /Resend the owner’s invitation/ }),
    ).not.toBeInTheDocument();
    await user.click(
      (await cardOf('Mandi Palace')).getByRole('button', {
        name: 'Resend the owner’s invitation: Mandi Palace',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Send Mandi Palace’s owner a new invitation?' }),
    );
    expect(dialog.getByText(/Their earlier link stops working/)).toBeInTheDocument();
    expect(server.changes()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Send a new invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new invitation was sent to owner@mandi.test.',
    );
    expect(server.changes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/admin/restaurants/8/resend-owner-invite',
    ]);
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    const server = open();
    await cardOf('Qahwa Corner');
    await user.click(screen.getByRole('button', { name: 'Suspended' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.query.get('status') === 'suspended')).toBe(true),
    );
    expect(new URLSearchParams(window.location.search).get('status')).toBe('suspended');
  });

  it('says in Arabic what suspending does', async () => {
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    open();
    await user.click((await cardOf('ركن القهوة')).getByRole('button', { name: 'إيقاف ركن القهوة' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'إيقاف ركن القهوة؟' }));
    expect(dialog.getByText(/يرى رسالة بأنه مغلق ولا يستطيع الطلب أو الدفع/)).toBeInTheDocument();
    expect(dialog.getByText(/يبقى بإمكان موظفيه تسجيل الدخول والاطلاع على سجلهم/)).toBeInTheDocument();
  });
});
