import type { Printer } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';
import { kitchenTicket, kitchenView } from './lib/test-tickets';

// The kitchen display with ticket printers (issue 29 item 3): each ticket's Reprint sends the server's
// reprint for that order and says it went (or the server's refusal); a printer that is off shows as a
// banner; without printers, or for a waiter, there is no Reprint.

const printer: Printer = {
  id: 4,
  name: 'Grill printer',
  host: '192.168.1.50',
  port: 9100,
  paperWidth: 80,
  stationId: null,
  isReceipt: false,
  status: 'online',
  lastError: null,
  lastSeenAt: null,
  waitingJobs: 0,
  lastTest: null,
};
const ticket = kitchenTicket(41);

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

function openDisplay(role: 'kitchen' | 'waiter', printers: Printer[], refuse = false) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: ({ method, path }) => {
      const ok = (data: unknown, status = 200) => ({ status, body: { data } });
      if (method === 'POST' && path === '/api/staff/events/ticket')
        return ok({ ticket: 't1', expiresAt: '2026-11-24T18:00:00.000Z' });
      if (method === 'GET' && path === '/api/staff/kitchen') return ok(kitchenView([ticket]));
      if (method === 'GET' && path === '/api/staff/kitchen/printers') return ok({ printers });
      if (method === 'POST' && path === `/api/staff/orders/${ticket.id}/reprint`)
        return refuse
          ? error(409, 'NO_PRINTER_FOR_TICKET', 'No printer prints this ticket.')
          : ok({ jobs: [{ id: 9, printerId: 4, status: 'queued' }] }, 202);
      return undefined;
    },
  });
  renderApp('/dashboard/kitchen');
  return { changes: () => server.changes().filter((r) => r.path !== '/api/staff/events/ticket') };
}

const ticketCard = async () => within(await screen.findByRole('article', { name: 'Order 41, Table 4' }));

describe('Reprint on the kitchen display', () => {
  it('reprints the ticket on the printers and says so', async () => {
    const user = userEvent.setup();
    const server = openDisplay('kitchen', [printer]);
    const card = await ticketCard();
    await user.click(await card.findByRole('button', { name: 'Reprint ticket #41' }));
    await waitFor(() =>
      expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
        ['POST', `/api/staff/orders/${ticket.id}/reprint`, {}],
      ]),
    );
    expect(await card.findByText('Ticket #41 sent to the printer again.')).toBeInTheDocument();
  });

  it('says the server’s refusal under the button', async () => {
    const user = userEvent.setup();
    openDisplay('kitchen', [printer], true);
    const card = await ticketCard();
    await user.click(await card.findByRole('button', { name: 'Reprint ticket #41' }));
    expect(await card.findByRole('alert')).toHaveTextContent('No printer prints this ticket.');
  });

  it('shows a printer that is off as a banner', async () => {
    openDisplay('kitchen', [{ ...printer, status: 'offline', waitingJobs: 1 }]);
    expect(
      await screen.findByText(
        'The printer “Grill printer” is offline: 1 document waits and will print when it is back.',
      ),
    ).toBeInTheDocument();
  });

  it('has no Reprint without printers', async () => {
    openDisplay('kitchen', []);
    const card = await ticketCard();
    expect(card.queryByRole('button', { name: /Reprint/ })).not.toBeInTheDocument();
  });

  it('has no Reprint for a waiter', async () => {
    openDisplay('waiter', [printer]);
    const card = await ticketCard();
    expect(card.queryByRole('button', { name: /Reprint/ })).not.toBeInTheDocument();
  });
});
