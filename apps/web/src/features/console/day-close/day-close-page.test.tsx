import type { CloseReport, CurrentShift, Shift } from '@sufra/domain/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// Issue 29 item 6: /dashboard/close. The manager opens a shift with the float, watches it run (live), is
// told which tables to settle first, sees over/short as the counted cash is typed, closes it (confirmed)
// and reads the shift's report, printed or downloaded, mailed to the owner. A waiter cannot open it.

const shift = (over: Partial<Shift> = {}): Shift => ({
  id: 7,
  openedAt: '2026-11-24T06:00:00.000Z',
  openedBy: 'Sara',
  floatHalalas: 20_000,
  closedAt: null,
  closedBy: null,
  expectedCashHalalas: 21_500,
  countedCashHalalas: null,
  overShortHalalas: null,
  note: '',
  ...over,
});

function report(s: Shift): CloseReport {
  return {
    kind: 'shift',
    day: '2026-11-24',
    timeZone: 'Asia/Riyadh',
    start: s.openedAt,
    end: s.closedAt ?? '2026-11-24T12:00:00.000Z',
    shifts: [s],
    figures: {
      totals: {
        sales: 3_600,
        vat: 470,
        netSales: 3_130,
        discounts: 0,
        refunds: 0,
        tips: 800,
        invoices: 2,
        creditNotes: 0,
      },
      voids: { count: 1, quantity: 2, amount: 2_400 },
      comps: { count: 0, quantity: 0, amount: 0 },
      byMethod: [
        { method: 'card', payments: 1, gross: 2_400, refunds: 0, tips: 500 },
        { method: 'cash', payments: 1, gross: 1_200, refunds: 0, tips: 300 },
      ],
      byStaff: [
        { staffId: 4, name: 'Omar', payments: 1, gross: 1_200, refunds: 0, tips: 300 },
        { staffId: null, name: null, payments: 1, gross: 2_400, refunds: 0, tips: 500 },
      ],
      tipsByStaff: [
        { staffId: 4, name: 'Omar', tips: 300 },
        { staffId: null, name: null, tips: 500 },
      ],
    },
    cash: {
      floatHalalas: s.floatHalalas,
      takenHalalas: 1_500,
      refundedHalalas: 0,
      expectedHalalas: s.expectedCashHalalas,
      countedHalalas: s.countedCashHalalas,
      overShortHalalas: s.overShortHalalas,
    },
  };
}

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
});
afterEach(() => {
  restore();
  vi.useRealTimers();
});

function openClose(role: 'owner' | 'manager' | 'waiter', start: CurrentShift) {
  signInAs();
  let current = start;
  const server = staffServer({
    me: staffUser(role),
    handle: ({ method, path, body }) => {
      const ok = (data: unknown, status = 200) => ({ status, body: { data } });
      if (path === '/api/staff/events/ticket' && method === 'POST')
        return ok({ ticket: 't1', expiresAt: '2026-11-24T18:00:00.000Z' });
      if (path === '/api/staff/day-close/current') return ok(current);
      if (path === '/api/staff/day-close/shifts' && method === 'POST') {
        const opened = shift({ floatHalalas: (body as { floatHalalas: number }).floatHalalas });
        current = { report: report(opened), openTables: [] };
        return ok({ shift: opened }, 201);
      }
      if (path === '/api/staff/day-close/shifts/7/close' && method === 'POST') {
        const { countedCashHalalas, note } = body as { countedCashHalalas: number; note: string };
        const closed = shift({
          closedAt: '2026-11-24T12:00:00.000Z',
          closedBy: 'Sara',
          countedCashHalalas,
          overShortHalalas: countedCashHalalas - 21_500,
          note,
        });
        current = { report: null, openTables: [] };
        return ok({ report: report(closed), mailedTo: ['owner@najd.sa'], printed: true });
      }
      return undefined;
    },
  });
  renderApp('/dashboard/close');
  return {
    server,
    elsewhere: (next: CurrentShift) => {
      current = next;
    },
    posts: () =>
      server.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/staff/day-close')),
  };
}

describe('the end-of-day close screen', () => {
  it('opens a shift with the float, confirmed', async () => {
    const user = userEvent.setup();
    const { posts } = openClose('manager', { report: null, openTables: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'End-of-day close' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Open a shift' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Float in the drawer \(SAR\)/), '2OO');
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    expect(screen.getByText('Enter an amount in SAR, e.g. 200 or 200.50.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Float in the drawer/));
    await user.type(screen.getByLabelText(/Float in the drawer/), '200');
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Open the shift?' }));
    expect(dialog.getByText(/starts with a float of SAR 200\.00/)).toBeInTheDocument();
    expect(posts()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Open shift' }));
    expect(await screen.findByRole('heading', { name: /Shift open since 09:00/ })).toBeInTheDocument();
    expect(posts().map((r) => r.body)).toEqual([{ floatHalalas: 20_000 }]);
  });

  it('lists the tables to settle first and keeps the close until they are', async () => {
    const user = userEvent.setup();
    const { elsewhere } = openClose('owner', {
      report: report(shift()),
      openTables: [
        { number: 5, orders: 1 },
        { number: 9, orders: 2 },
      ],
    });
    const tables = within(await screen.findByRole('region', { name: 'Settle these tables first' }));
    expect(tables.getByText('Table 5')).toBeInTheDocument();
    expect(tables.getByText('2 open orders')).toBeInTheDocument();
    expect(tables.getByRole('link', { name: 'Settle on the table map' })).toHaveAttribute(
      'href',
      '/dashboard/tables',
    );
    expect(screen.getByRole('button', { name: 'Close shift' })).toBeDisabled();

    // Live: the tables are settled on another screen, and the stream says so.
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const source = FakeEventSource.instances.at(-1) as FakeEventSource;
    act(() => source.open());
    elsewhere({ report: report(shift({ expectedCashHalalas: 22_000 })), openTables: [] });
    act(() =>
      source.emit('table.closed', { type: 'table.closed', restaurantId: 1, data: { tableNumber: 9 } }),
    );
    expect(await screen.findByText('Every table is settled.')).toBeInTheDocument();
    expect(screen.getByText('Cash expected in the drawer: SAR 220.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close shift' })).toBeEnabled();
    await user.type(screen.getByLabelText(/Cash counted in the drawer/), '220');
    expect(screen.getByText('Cash matches')).toBeInTheDocument();
  });

  it('says over or short as the count is typed, then closes (confirmed) and shows the shift’s report', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { posts } = openClose('manager', { report: report(shift()), openTables: [] });
    const counted = await screen.findByLabelText(/Cash counted in the drawer/);
    await user.type(counted, '220');
    expect(screen.getByText('Cash over by 5.00 SAR')).toBeInTheDocument();
    await user.clear(counted);
    await user.type(counted, '212.50');
    expect(screen.getByText('Cash short by 2.50 SAR')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Note/), 'Change given twice');
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close the shift?' }));
    expect(
      dialog.getByText('You counted SAR 212.50; the drawer should hold SAR 215.00.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Cash short by 2.50 SAR')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close shift' }));

    expect(await screen.findByRole('heading', { name: 'Shift closed' })).toBeInTheDocument();
    expect(posts().at(-1)?.body).toEqual({ countedCashHalalas: 21_250, note: 'Change given twice' });
    const closed = within(screen.getByRole('article', { name: 'Report of shift #7' }));
    expect(closed.getByRole('status')).toHaveTextContent(
      'The report was e-mailed to owner@najd.sa. It was sent to the receipt printer.',
    );
    expect(closed.getByText('Note: Change given twice')).toBeInTheDocument();
    const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent;
    expect(figure('sales')).toBe('SAR 36.00');
    expect(figure('voids')).toBe('SAR 24.00');
    const cash = within(closed.getByRole('region', { name: 'Cash drawer' }));
    expect(cash.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Cash drawerAmount',
      'FloatSAR 200.00',
      'Cash taken (with tips)SAR 15.00',
      'Cash refundedSAR 0.00',
      'Cash expectedSAR 215.00',
      'Cash countedSAR 212.50',
      'Over / short-SAR 2.50',
    ]);
    expect(closed.getByText('Cash short by 2.50 SAR')).toBeInTheDocument();
    const tips = within(closed.getByRole('region', { name: 'Tips per staff member' }));
    expect(tips.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Staff memberTips',
      'OmarSAR 3.00',
      "Diners' phones (unassigned)SAR 5.00",
    ]);
    const methods = within(closed.getByRole('region', { name: 'Payments by method' }));
    expect(methods.getByRole('rowheader', { name: 'Card online' })).toBeInTheDocument();
    await user.click(closed.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(closed.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the next shift' }));
    expect(await screen.findByRole('heading', { name: 'Open a shift' })).toBeInTheDocument();
  });

  it('shows a refusal inside the confirmation', async () => {
    const user = userEvent.setup();
    signInAs();
    staffServer({
      me: staffUser('manager'),
      handle: ({ method, path }) => {
        if (path === '/api/staff/day-close/current')
          return { status: 200, body: { data: { report: report(shift()), openTables: [] } } };
        if (method === 'POST' && path === '/api/staff/day-close/shifts/7/close')
          return {
            status: 409,
            body: {
              error: {
                code: 'SHIFT_TABLES_OPEN',
                message:
                  'Settle these tables first: 5. Take their payments and close them, then close the shift.',
              },
            },
          };
        return undefined;
      },
    });
    renderApp('/dashboard/close');
    await user.type(await screen.findByLabelText(/Cash counted in the drawer/), '215');
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close the shift?' }));
    await user.click(dialog.getByRole('button', { name: 'Close shift' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Settle these tables first: 5.');
  });

  it('is not for a waiter', async () => {
    openClose('waiter', { report: null, openTables: [] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen is not for your role' }),
    ).toBeInTheDocument();
  });
});
