import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { AT, adminServer, ok, restaurant } from '../../test/admin-test-server';
import { renderApp } from '../../test/render';

const SUSPENDED = {
  id: 41,
  action: 'restaurant.suspended',
  subject: 'restaurant:7',
  restaurantId: 7,
  restaurantName: 'Qahwa Corner',
  actor: { name: 'Reem Al-Shehri', email: 'reem@sufra.test', role: 'admin' },
  details: { reason: 'Unpaid invoices', before: { status: 'active' }, after: { status: 'suspended' } },
  at: AT,
};
const UNKNOWN = {
  id: 40,
  action: 'loyalty.points_granted',
  subject: 'item:31',
  restaurantId: 7,
  restaurantName: 'Qahwa Corner',
  actor: { name: 'Huda', email: 'huda@qahwa.test', role: 'owner' },
  details: { isAvailable: false },
  at: AT,
};
const OLDER = {
  id: 12,
  action: 'admin.invited',
  subject: 'invite:3',
  restaurantId: null,
  restaurantName: null,
  actor: null,
  details: {},
  at: '2026-11-01T09:00:00.000Z',
};

function open(path = '/admin/audit') {
  const server = adminServer(({ method, path: p, query }) => {
    if (method === 'GET' && p === '/api/admin/audit')
      return query.get('before') === '40'
        ? ok({ entries: [OLDER], nextBefore: null })
        : ok({ entries: [SUSPENDED, UNKNOWN], nextBefore: 40 });
    if (method === 'GET' && p === '/api/admin/restaurants')
      return ok({
        restaurants: [restaurant(), restaurant({ id: 8, name: 'Mandi Palace', nameAr: 'قصر المندي' })],
      });
    return undefined;
  });
  renderApp(path);
  return server;
}

const entryOf = async (heading: string) =>
  within((await screen.findByRole('heading', { level: 2, name: heading })).closest('li') as HTMLElement);

describe('the audit log', () => {
  it('shows each entry: the action in words (or its recorded name), who, where, when and before/after', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const suspended = await entryOf('Restaurant suspended');
    expect(suspended.getByText(/Reem Al-Shehri \(Platform admin\) · Qahwa Corner/)).toBeInTheDocument();
    expect(suspended.getByText('Recorded as restaurant.suspended')).toBeInTheDocument();
    const row = within(suspended.getByRole('rowheader', { name: 'status' }).closest('tr') as HTMLElement);
    expect(row.getAllByRole('cell').map((c) => c.textContent)).toEqual(['active', 'suspended']);
    expect(suspended.getByText('Unpaid invoices')).toBeInTheDocument();

    const unknown = await entryOf('loyalty.points_granted');
    expect(unknown.getByText(/Huda \(Owner\)/)).toBeInTheDocument();
    expect(
      unknown.getByText('isAvailable', { selector: 'bdi' }).closest('dt')?.nextElementSibling?.textContent,
    ).toBe('No');

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    const older = await entryOf('Admin invited');
    expect(older.getByText(/The system · The platform/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('filters by restaurant, in the address too', async () => {
    const user = userEvent.setup();
    const server = open();
    await entryOf('Restaurant suspended');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Restaurant' }), 'Mandi Palace');
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.path === '/api/admin/audit' && r.query.get('restaurantId') === '8'),
      ).toBe(true),
    );
    expect(new URLSearchParams(window.location.search).get('restaurant')).toBe('8');
  });

  it('opens on one restaurant from its link, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const server = open('/admin/audit?restaurant=7');
    expect(await screen.findByRole('heading', { level: 2, name: 'إيقاف مطعم' })).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/admin/audit')?.query.get('restaurantId')).toBe('7');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'المطعم' })).toHaveValue('7'));
  });
});
