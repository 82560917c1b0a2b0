import type { Printer } from '@sufra/domain/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The printers screen (/dashboard/kitchen/printers, issue 29 item 3) against the API's shapes: the list
// with each printer's state in words, live; a printer added with the body the server expects; a test page
// that says queued, then printed (read again at the server's printer.job_done, or at a reconnection when
// the stream missed it); a removal only once confirmed; the
// server's refusal at the address field; the kitchen reads it with nothing to press; a waiter cannot open it.

const grill: Printer = {
  id: 4,
  name: 'Grill printer',
  host: '192.168.1.50',
  port: 9100,
  paperWidth: 80,
  stationId: 3,
  isReceipt: false,
  status: 'online',
  lastError: null,
  lastSeenAt: '2026-11-24T18:00:00.000Z',
  waitingJobs: 0,
  lastTest: null,
};
const bar: Printer = {
  ...grill,
  id: 6,
  name: 'Bar printer',
  host: '192.168.1.51',
  stationId: null,
  status: 'unknown',
};

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

function openPrinters(role: 'owner' | 'manager' | 'kitchen' | 'waiter') {
  signInAs();
  let printers = [bar, grill];
  const server = staffServer({
    me: staffUser(role),
    handle: ({ method, path, body }) => {
      const ok = (data: unknown, status = 200) => ({ status, body: { data } });
      if (path === '/api/staff/events/ticket' && method === 'POST')
        return ok({ ticket: 't1', expiresAt: '2026-11-24T18:00:00.000Z' });
      if (path === '/api/staff/kitchen/stations' && method === 'GET')
        return ok({ stations: [{ id: 3, name: 'Grill', nameAr: 'الشواية', sort: 0 }], categories: [] });
      if (path === '/api/staff/kitchen/printers' && method === 'GET') return ok({ printers });
      if (path === '/api/staff/kitchen/printers' && method === 'POST') {
        const sent = body as Printer;
        if (sent.host === 'printer.local/')
          return error(422, 'PRINTER_ADDRESS_INVALID', 'Type the printer’s address.');
        if (sent.host === '169.254.169.254')
          return error(422, 'PRINTER_ADDRESS_NOT_ALLOWED', 'Sufra cannot reach a printer at this address.');
        const printer = { ...grill, ...sent, id: 9, status: 'unknown' as const, waitingJobs: 0 };
        printers = [...printers, printer];
        return ok({ printer }, 201);
      }
      const test = /^\/api\/staff\/kitchen\/printers\/(\d+)\/test$/.exec(path);
      if (test && method === 'POST') {
        const job = { id: 77, printerId: Number(test[1]), status: 'queued' as const };
        printers = printers.map((p) =>
          p.id === job.printerId ? { ...p, lastTest: { jobId: job.id, status: job.status } } : p,
        );
        return ok({ job }, 202);
      }
      const one = /^\/api\/staff\/kitchen\/printers\/(\d+)$/.exec(path);
      if (one && method === 'DELETE') {
        printers = printers.filter((p) => p.id !== Number(one[1]));
        return ok({ printers });
      }
      return undefined;
    },
  });
  renderApp('/dashboard/kitchen/printers');
  return {
    changes: () =>
      server
        .changes()
        .filter((r) => r.path !== '/api/staff/events/ticket')
        .map((r) => ({ method: r.method, path: r.path, body: r.body as unknown })),
    elsewhere: (change: (now: Printer[]) => Printer[]) => {
      printers = change(printers);
    },
  };
}

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name, level: 3 })).closest('article') as HTMLElement);
/** An event as the server's stream sends it. */
const event = (type: string, data: unknown) => ({ type, restaurantId: 1, tableNumber: null, data });
const stream = async () => {
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
  const source = FakeEventSource.instances.at(-1) as FakeEventSource;
  act(() => source.open());
  return source;
};

describe('the printers screen', () => {
  it('lists the printers with their state, what they print and where they are, live', async () => {
    const server = openPrinters('manager');
    const grillCard = await card('Grill printer');
    expect(grillCard.getByText('Online')).toBeInTheDocument();
    expect(grillCard.getByText('Address: 192.168.1.50:9100')).toBeInTheDocument();
    expect(await grillCard.findByText('Prints for: Grill')).toBeInTheDocument();
    expect((await card('Bar printer')).getByText('Prints: every ticket in full')).toBeInTheDocument();
    expect((await card('Bar printer')).getByText('Not checked yet')).toBeInTheDocument();

    // The grill's printer runs out of paper: its card and the banner say so, without a reload.
    const source = await stream();
    server.elsewhere((now) =>
      now.map((p) => (p.id === 4 ? { ...p, status: 'paper_out', waitingJobs: 2, lastError: 'No paper' } : p)),
    );
    act(() =>
      source.emit(
        'printer.status_changed',
        event('printer.status_changed', { printerId: 4, status: 'paper_out' }),
      ),
    );
    expect(await grillCard.findByText('Out of paper')).toBeInTheDocument();
    expect(grillCard.getByText('2 documents waiting')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The printer “Grill printer” is out of paper: 2 documents wait and will print when paper is in.',
    );
  });

  it('adds a printer with the body the server expects, and shows a refused address at its field', async () => {
    const user = userEvent.setup();
    const server = openPrinters('owner');
    await user.click(await screen.findByRole('button', { name: 'Add a printer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a printer' }));
    await user.click(dialog.getByRole('button', { name: 'Add printer' }));
    expect(dialog.getByText('Enter the name.')).toBeInTheDocument();
    expect(server.changes()).toEqual([]);
    await user.type(dialog.getByLabelText(/Name/), 'Pass');
    await user.type(dialog.getByLabelText(/Address/), 'printer.local/');
    await user.click(dialog.getByRole('button', { name: 'Add printer' }));
    await waitFor(() => expect(dialog.getByLabelText(/Address/)).toHaveAttribute('aria-invalid', 'true'));
    expect(dialog.getByLabelText(/Address/)).toHaveAccessibleDescription(/Type the printer’s address\./);
    // An address the server never connects to (the cloud's metadata service): said at the field too.
    await user.clear(dialog.getByLabelText(/Address/));
    await user.type(dialog.getByLabelText(/Address/), '169.254.169.254');
    await user.click(dialog.getByRole('button', { name: 'Add printer' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/Address/)).toHaveAccessibleDescription(/cannot reach a printer/),
    );
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(dialog.getByLabelText(/Address/));
    await user.type(dialog.getByLabelText(/Address/), '192.168.1.60');
    await user.selectOptions(dialog.getByLabelText('Paper width'), '58 mm');
    await user.selectOptions(dialog.getByLabelText('Prints for'), 'Grill');
    await user.click(dialog.getByLabelText('Print the day’s close on this printer'));
    await user.click(dialog.getByRole('button', { name: 'Add printer' }));
    await waitFor(() =>
      expect(server.changes().at(-1)).toEqual({
        method: 'POST',
        path: '/api/staff/kitchen/printers',
        body: {
          name: 'Pass',
          host: '192.168.1.60',
          port: 9100,
          paperWidth: 58,
          stationId: 3,
          isReceipt: true,
        },
      }),
    );
    expect(await screen.findByText('Printer “Pass” added.')).toBeInTheDocument();
    expect(await card('Pass')).toBeTruthy();
  });

  it('prints a test page and says queued, then printed when the server says so', async () => {
    const user = userEvent.setup();
    const server = openPrinters('manager');
    const source = await stream();
    await user.click(await screen.findByRole('button', { name: 'Print test on Grill printer' }));
    const grillCard = await card('Grill printer');
    expect(await grillCard.findByText('Test page queued…')).toBeInTheDocument();
    expect(server.changes()).toEqual([
      { method: 'POST', path: '/api/staff/kitchen/printers/4/test', body: undefined },
    ]);
    server.elsewhere((now) =>
      now.map((p) => (p.id === 4 ? { ...p, lastTest: { jobId: 77, status: 'printed' } } : p)),
    );
    act(() =>
      source.emit(
        'printer.job_done',
        event('printer.job_done', { printerId: 4, jobId: 77, kind: 'test', status: 'printed' }),
      ),
    );
    expect(await grillCard.findByText('Test page printed.')).toBeInTheDocument();
  });

  it('says printed when the answer came while its stream was down, once it reconnects', async () => {
    const user = userEvent.setup();
    const server = openPrinters('manager');
    const first = await stream();
    await user.click(await screen.findByRole('button', { name: 'Print test on Bar printer' }));
    const barCard = await card('Bar printer');
    expect(await barCard.findByText('Test page queued…')).toBeInTheDocument();
    act(() => first.drop());
    // The printer gave up on it while the page was not listening: no event will come for it.
    server.elsewhere((now) =>
      now.map((p) => (p.id === 6 ? { ...p, lastTest: { jobId: 77, status: 'failed' } } : p)),
    );
    await waitFor(() => expect(FakeEventSource.instances.at(-1)).not.toBe(first));
    act(() => (FakeEventSource.instances.at(-1) as FakeEventSource).open());
    expect(await barCard.findByText(/The test page could not be printed/)).toBeInTheDocument();
  });

  it('removes a printer only once confirmed', async () => {
    const user = userEvent.setup();
    const server = openPrinters('owner');
    await user.click(await screen.findByRole('button', { name: 'Remove Bar printer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove the printer “Bar printer”?' }));
    expect(dialog.getByText('Documents still waiting for it will not print.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(server.changes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Bar printer' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove printer' }),
    );
    await waitFor(() =>
      expect(server.changes()).toEqual([
        { method: 'DELETE', path: '/api/staff/kitchen/printers/6', body: undefined },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Bar printer' })).not.toBeInTheDocument(),
    );
  });

  it('lets the kitchen read the printers with nothing to press', async () => {
    openPrinters('kitchen');
    const grillCard = await card('Grill printer');
    expect(grillCard.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a printer' })).not.toBeInTheDocument();
  });

  it('is not for a waiter', async () => {
    openPrinters('waiter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen is not for your role' }),
    ).toBeInTheDocument();
  });
});
