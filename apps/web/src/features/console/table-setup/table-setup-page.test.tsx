import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenAt } from '../../../shared/staff/console-screens';
import { FakeEventSource, fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { error } from '../../../test/staff-test-server';
import { BASE, cardOf, changes, openSetup, SETUP, table } from './table-setup.test-support';

// The Tables and QR codes screen (/dashboard/tables/setup): tables with their seats, status and QR links,
// adding, renumbering and removing one, a new QR code, takeaway counters, the list read again on an order
// event, and a role it is not for. Its printable sheet: table-setup-qr-sheet.test.tsx.
fakeStreamsForEachTest();

describe('the Tables and QR codes screen', () => {
  it('is its own screen below the table map, which keeps its path', () => {
    expect(screenAt('/dashboard/tables/setup')?.key).toBe('tableSetup');
    expect(screenAt('/dashboard/tables/setup/')?.key).toBe('tableSetup');
    expect(screenAt('/dashboard/tables')?.key).toBe('tables');
    expect(screenAt('/dashboard/tables/7')?.key).toBe('tables');
  });

  it('lists each table with its seats, status in words, open orders and QR link, and the takeaway counters', async () => {
    openSetup('manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tables and QR codes' })).toBeInTheDocument();
    const two = await cardOf('Table 2');
    expect(two.getByText('Seats: 6 · Open orders: 2')).toBeInTheDocument();
    expect(two.getByText('In service')).toBeInTheDocument();
    expect(two.getByRole('link', { name: 'QR link of table 2' })).toHaveAttribute(
      'href',
      `${BASE}?table=2&hash=hash-2`,
    );
    expect((await cardOf('Table 3')).getByText('Out of service')).toBeInTheDocument();
    const counter = await cardOf('Counter');
    expect(counter.getByText('Open')).toBeInTheDocument();
    // A manager does not make new QR codes: the owner's alone (the route table).
    expect(screen.queryByRole('button', { name: /New QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New QR codes for takeaway' })).not.toBeInTheDocument();
  });

  it('adds a table with the default seats, and shows a number in use at its field', async () => {
    const user = userEvent.setup();
    let taken = true;
    const server = openSetup('manager', undefined, (request) => {
      if (request.method !== 'POST' || request.path !== '/api/staff/table-setup/tables') return undefined;
      if (taken) {
        taken = false;
        return error(409, 'TABLE_NUMBER_TAKEN', 'Table 2 already exists. Choose another number.');
      }
      return { status: 201, body: { data: { table: table(12) } } };
    });
    await user.click(await screen.findByRole('button', { name: 'Add a table' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a table' }));
    expect(dialog.getByLabelText(/^Seats/)).toHaveValue('4');
    await user.click(dialog.getByRole('button', { name: 'Add table' }));
    expect(await dialog.findByText('Enter a whole number from 1 to 999.')).toBeInTheDocument();
    expect(changes(server)).toEqual([]);
    await user.type(dialog.getByLabelText(/^Table number/), '2');
    await user.click(dialog.getByRole('button', { name: 'Add table' }));
    expect(await dialog.findByText(/already exists/)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/^Table number/));
    await user.type(dialog.getByLabelText(/^Table number/), '12');
    await user.click(dialog.getByRole('button', { name: 'Add table' }));
    expect(await screen.findByText('Table 12 added.')).toBeInTheDocument();
    expect(changes(server).map((r) => r.body)).toEqual([
      { number: 2, capacity: 4, status: 'active' },
      { number: 12, capacity: 4, status: 'active' },
    ]);
  });

  it('renumbers a table, warning that its QR link changes, and sends only what changed', async () => {
    const user = userEvent.setup();
    const server = openSetup('manager', undefined, (request) =>
      request.method === 'PATCH'
        ? { status: 200, body: { data: { table: table(9, { id: 101 }) } } }
        : undefined,
    );
    await user.click((await cardOf('Table 1')).getByRole('button', { name: 'Edit table 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit table 1' }));
    await user.clear(dialog.getByLabelText(/^Table number/));
    await user.type(dialog.getByLabelText(/^Table number/), '9');
    expect(
      dialog.getByText("A new number changes the table's QR link: print its card again."),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Table 9 saved.')).toBeInTheDocument();
    expect(changes(server)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/staff/table-setup/tables/101',
        body: { number: 9 },
      }),
    ]);
  });

  it('removes a table after its confirmation, and will not while it has open orders', async () => {
    const user = userEvent.setup();
    const server = openSetup('manager', undefined, (request) =>
      request.method === 'DELETE' ? { status: 200, body: { data: { outcome: 'kept' } } } : undefined,
    );
    await user.click((await cardOf('Table 2')).getByRole('button', { name: 'Remove table 2' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Remove table 2?' }));
    expect(
      dialog.getByText('Table 2 has open orders. Close its bill first, then remove it.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Remove table' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click((await cardOf('Table 1')).getByRole('button', { name: 'Remove table 1' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Remove table 1?' }));
    expect(dialog.getByText(/Its QR code stops working/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove table' }));
    expect(
      await screen.findByText(
        'Table 1 has past orders: it is kept out of service and its QR code no longer works.',
      ),
    ).toBeInTheDocument();
    expect(changes(server)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/staff/table-setup/tables/101' }),
    ]);
  });

  it("gives the owner a new QR code after saying printed codes stop working, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    let fail = true;
    const server = openSetup('owner', undefined, (request) => {
      if (request.method !== 'POST' || !request.path.endsWith('/rotate-hash')) return undefined;
      if (fail) {
        fail = false;
        return error(503, 'SERVICE_UNAVAILABLE', 'The service is busy. Try again.');
      }
      return { status: 200, body: { data: { table: { number: 1, url: `${BASE}?table=1&hash=new` } } } };
    });
    await user.click((await cardOf('Table 1')).getByRole('button', { name: 'New QR code for table 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New QR code for table 1?' }));
    expect(
      dialog.getByText(
        /The printed QR code of table 1 stops working at once, and screens open on the old link close/,
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Make a new QR code' }));
    expect(await dialog.findByText(/busy/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Make a new QR code' }));
    expect(await screen.findByText('Table 1 has a new QR code. Print its card.')).toBeInTheDocument();
    expect(changes(server).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/staff/tables/1/rotate-hash',
      'POST /api/staff/tables/1/rotate-hash',
    ]);
  });

  it('adds a takeaway counter with both names, and closes one after its confirmation', async () => {
    const user = userEvent.setup();
    const point = { id: 8, name: 'Window', nameAr: 'النافذة', isActive: true, url: `${BASE}?takeaway=w` };
    const server = openSetup('manager', undefined, (request) => {
      if (request.method === 'POST' && request.path === '/api/staff/table-setup/takeaway-points')
        return { status: 201, body: { data: { takeawayPoint: point } } };
      if (request.method === 'PATCH')
        return {
          status: 200,
          body: { data: { takeawayPoint: { ...SETUP.takeawayPoints[0], isActive: false } } },
        };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Add a counter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a takeaway counter' }));
    await user.type(dialog.getByLabelText(/^Name in English/), 'Window');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter a name.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Name in Arabic/), 'النافذة');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Window added.')).toBeInTheDocument();

    await user.click((await cardOf('Counter')).getByRole('button', { name: 'Close Counter' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Close Counter?' }));
    await user.click(confirm.getByRole('button', { name: 'Close counter' }));
    expect(await screen.findByText('Counter closed.')).toBeInTheDocument();
    expect(changes(server).map((r) => r.body)).toEqual([
      { name: 'Window', nameAr: 'النافذة' },
      { isActive: false },
    ]);
  });

  it('reads the list again when an order event arrives (a table whose orders close may be removed)', async () => {
    let current = SETUP;
    openSetup('manager', () => current);
    expect((await cardOf('Table 2')).getByText('Seats: 6 · Open orders: 2')).toBeInTheDocument();
    current = { ...SETUP, tables: [table(1), table(2, { capacity: 6 }), table(3)] };
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    act(() => {
      const stream = FakeEventSource.instances.at(-1);
      stream?.open();
      stream?.emit('order.status_changed', { type: 'order.status_changed' });
    });
    expect(await screen.findByText('Seats: 6')).toBeInTheDocument();
  });

  it('shows a waiter that the screen is not for their role, and reads nothing of it', async () => {
    const server = openSetup('waiter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen is not for your role' }),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.path.startsWith('/api/staff/table-setup'))).toBe(false);
  });
});
