import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { AT, adminServer, ok, restaurant } from '../../../test/admin-test-server';
import { renderApp } from '../../../test/render';

const SUSPENDED = {
  id: 41,
  action: 'restaurant.suspended',
  subject: 'restaurant:7',
  restaurantId: 7,
  restaurantName: 'Qahwa Corner',
  actor: { name: 'Reem Al-Shehri', email: 'reem@sufra.test', role: 'admin' },
  details: {
    name: 'Qahwa Corner',
    before: { status: 'active', reason: null },
    after: { status: 'suspended', reason: 'Unpaid invoices' },
  },
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
  details: { after: { email: 'omar@sufra.test', name: 'Omar', role: 'admin', language: 'ar' } },
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
  it('shows each entry: what happened as a sentence, who, where, when, and what changed in words', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const suspended = await entryOf('Suspended the restaurant “Qahwa Corner”');
    expect(suspended.getByText(/Reem Al-Shehri \(Platform admin\) · Qahwa Corner/)).toBeInTheDocument();
    expect(suspended.getByText('Restaurant #7')).toBeInTheDocument();
    const row = (name: string) =>
      within(suspended.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Status')).toEqual(['Active', 'Suspended']);
    expect(row('Reason')).toEqual(['empty', 'Unpaid invoices']);
    expect(screen.queryByText(/restaurant\.suspended|restaurant:7|Recorded as/)).not.toBeInTheDocument();

    // An action this build has no words for yet still reads as words, never its recorded name or JSON.
    const unknown = await entryOf('Another change: loyalty points granted');
    expect(unknown.getByText(/Huda \(Owner\)/)).toBeInTheDocument();
    expect(unknown.getByText('Available').nextElementSibling?.textContent).toBe('No');

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    const older = await entryOf('Invited omar@sufra.test as a platform admin');
    expect(older.getByText(/The system · The platform/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('filters by restaurant, in the address too', async () => {
    const user = userEvent.setup();
    const server = open();
    await entryOf('Suspended the restaurant “Qahwa Corner”');
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
    expect(
      await screen.findByRole('heading', { level: 2, name: 'أوقف مطعم «Qahwa Corner»' }),
    ).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/api/admin/audit')?.query.get('restaurantId')).toBe('7');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'المطعم' })).toHaveValue('7'));
  });

  // Issue 25: the admin's log showed "مسجّل باسم order.cancelled", refund {"amount":1760,…}, remaining 15900,
  // orders [1] and resolvedWaiterCalls 2 in Arabic.
  it('says money, orders and tables in words in both languages, as the owner reads them', async () => {
    const entry = (id: number, action: string, subject: string, details: Record<string, unknown>) => ({
      id,
      action,
      subject,
      restaurantId: 7,
      restaurantName: 'Qahwa Corner',
      actor: { name: 'Huda', email: 'huda@qahwa.test', role: 'owner' },
      details,
      at: AT,
    });
    adminServer(({ method, path }) => {
      if (method === 'GET' && path === '/api/admin/audit')
        return ok({
          entries: [
            entry(3, 'order.cancelled', 'order:5c1e0b9a-2f4d-4e8a-9b1c-3d2e1f0a9b8c', {
              orderNumber: 7,
              from: 'confirmed',
              reason: 'الضيف غادر',
              refund: { amount: 1760, shares: 1, creditNotes: 1 },
            }),
            entry(2, 'table.payment_recorded', 'payment:0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', {
              table: 4,
              method: 'card_terminal',
              amount: 8600,
              tip: 0,
              orders: [1],
              invoiceNumber: 12,
              before: { remaining: 24500 },
              after: { remaining: 15900 },
            }),
            entry(1, 'table.closed', 'table:4', { table: 4, orders: [1], resolvedWaiterCalls: 2 }),
          ],
          nextBefore: null,
        });
      if (method === 'GET' && path === '/api/admin/restaurants') return ok({ restaurants: [restaurant()] });
      return undefined;
    });
    await i18n.changeLanguage('ar');
    renderApp('/admin/audit');
    await entryOf('ألغى الطلب رقم 7: الضيف غادر · أُعيد 17.60 ر.س');
    const paid = await entryOf('سجّل دفعة بمبلغ 86.00 ر.س للطاولة 4 (جهاز الشبكة)');
    const remaining = within(
      paid.getByRole('rowheader', { name: 'المتبقي للدفع' }).closest('tr') as HTMLElement,
    );
    expect(remaining.getAllByRole('cell').map((c) => c.textContent)).toEqual(['245.00 ر.س', '159.00 ر.س']);
    const closed = await entryOf('أغلق الطاولة 4');
    expect(closed.getByText('الطلبات').nextElementSibling?.textContent).toBe('رقم 1');
    expect(closed.getByText('نداءات النادل التي أُجيبت').nextElementSibling?.textContent).toBe('2');
    const page = document.body.textContent ?? '';
    for (const raw of [
      'order.cancelled',
      'مسجّل باسم',
      '{',
      '[',
      'remaining',
      '15900',
      'resolvedWaiterCalls',
      'orders',
    ])
      expect(page).not.toContain(raw);

    await i18n.changeLanguage('en');
    await entryOf('Cancelled order #7: الضيف غادر · SAR 17.60 refunded');
    expect((await entryOf('Closed table 4')).getByText('Orders').nextElementSibling?.textContent).toBe('#1');
  });
});
