import type { ExpoResponse, Station } from '@sufra/domain/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';
import { kitchenTicket } from './lib/test-tickets';

// The expo (/dashboard/kitchen/expo) against the API's shapes: each open ticket with every station's
// progress and its age in the kitchen's colours, Send out (the ticket's bump) at once when all are done and after a confirmation otherwise,
// live through the staff stream, and who may open it.

type ExpoView = ExpoResponse['data'];
const SERVER_NOW = '2026-11-24T18:10:00.000Z';
const THRESHOLDS = { warnMinutes: 10, lateMinutes: 20 };
const grill: Station = { id: 3, name: 'Grill', nameAr: 'الشواية', sort: 0 };
const cold: Station = { id: 5, name: 'Cold', nameAr: 'البارد', sort: 1 };

function expoTicket(
  orderNumber: number,
  stations: ExpoView['tickets'][number]['stations'],
  overrides: Partial<ExpoView['tickets'][number]> = {},
): ExpoView['tickets'][number] {
  return {
    ...kitchenTicket(orderNumber),
    stations,
    allDone: stations.every((s) => s.done === s.lines),
    ...overrides,
  };
}

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

function openExpo(role: 'owner' | 'manager' | 'kitchen' | 'waiter', read: () => ExpoView) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: (request) => {
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 't1', expiresAt: SERVER_NOW } } };
      if (request.method === 'GET' && request.path === '/api/staff/kitchen/expo')
        return { status: 200, body: { data: read() } };
      if (request.method === 'POST' && /^\/api\/staff\/orders\/[^/]+\/bump$/.test(request.path)) {
        if (request.path.endsWith('0043/bump')) return error(409, 'ORDER_CLOSED', 'This order is closed.');
        return {
          status: 200,
          body: {
            data: {
              order: { id: request.path.split('/')[4], status: 'ready', version: 2, readyAt: SERVER_NOW },
              changed: true,
            },
          },
        };
      }
      return undefined;
    },
  });
  renderApp('/dashboard/kitchen/expo');
  return {
    reads: () => server.requests.filter((r) => r.path === '/api/staff/kitchen/expo').length,
    bumps: () =>
      server
        .changes()
        .filter((r) => r.path.endsWith('/bump'))
        .map((r) => r.path),
  };
}

const ticketOf = async (n: number, where = 'Table 4') =>
  within(await screen.findByRole('article', { name: `Order ${n}, ${where}` }));

describe('the expo', () => {
  it('shows each open ticket oldest first with every station’s progress and its age, coloured', async () => {
    openExpo('kitchen', () => ({
      tickets: [
        expoTicket(
          41,
          [
            { stationId: 3, lines: 3, done: 2 },
            { stationId: 5, lines: 1, done: 1 },
            { stationId: null, lines: 1, done: 0 },
          ],
          { createdAt: '2026-11-24T17:58:00.000Z' },
        ),
        expoTicket(43, [{ stationId: 3, lines: 1, done: 0 }], { createdAt: '2026-11-24T17:45:00.000Z' }),
        expoTicket(42, [{ stationId: 3, lines: 2, done: 2 }], {
          tableNumber: null,
          orderType: 'takeaway',
          createdAt: SERVER_NOW,
        }),
      ],
      stations: [grill, cold],
      thresholds: THRESHOLDS,
      serverTime: SERVER_NOW,
    }));
    const first = await ticketOf(41);
    expect(screen.getByRole('heading', { level: 1, name: 'Expo' })).toBeInTheDocument();
    expect(screen.getByText('3 open tickets')).toBeInTheDocument();
    expect(first.getByText('12 min')).toBeInTheDocument();
    // Past the restaurant's 10 minutes it warns, past 20 it is late: in colour and in words.
    expect(first.getByText('Waiting long')).toBeInTheDocument();
    expect((await ticketOf(43)).getByText('Late')).toBeInTheDocument();
    const progress = within(first.getByRole('list', { name: 'Each station’s progress' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(progress).toEqual(['Grill2/3', 'Cold1/1Done', 'No station0/1']);
    expect(first.getByText('Stations still cooking')).toBeInTheDocument();
    const takeaway = await ticketOf(42, 'Takeaway');
    expect(takeaway.getByText('Every station is done')).toBeInTheDocument();
    expect(takeaway.getByText('Just now')).toBeInTheDocument();
    expect(takeaway.queryByText('On time')).not.toBeInTheDocument();
    const articles = within(screen.getByRole('list', { name: 'Open tickets, oldest first' })).getAllByRole(
      'article',
    );
    expect(articles.map((a) => a.getAttribute('data-all-done'))).toEqual([null, null, 'true']);
    expect(articles.map((a) => a.getAttribute('data-colour'))).toEqual(['warn', 'late', 'fresh']);
  });

  it('sends out a finished ticket at once; an unfinished one only after saying which stations are not done', async () => {
    const user = userEvent.setup();
    const expo = openExpo('manager', () => ({
      tickets: [
        expoTicket(41, [{ stationId: 3, lines: 2, done: 2 }]),
        expoTicket(42, [
          { stationId: 3, lines: 2, done: 2 },
          { stationId: 5, lines: 3, done: 1 },
        ]),
      ],
      stations: [grill, cold],
      thresholds: THRESHOLDS,
      serverTime: SERVER_NOW,
    }));
    const done = await ticketOf(41);
    await user.click(done.getByRole('button', { name: 'Send out order 41' }));
    await waitFor(() => expect(expo.bumps()).toEqual([`/api/staff/orders/${kitchenTicket(41).id}/bump`]));
    expect(await screen.findByText('Order 41 is out: marked ready.')).toBeInTheDocument();

    const cooking = await ticketOf(42);
    await user.click(cooking.getByRole('button', { name: 'Send out order 42' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send order 42 out?' }));
    expect(
      dialog.getByText('Not every station is done. It will be marked ready anyway.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Cold: 2 lines left')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Wait' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(expo.bumps()).toHaveLength(1);

    await user.click(cooking.getByRole('button', { name: 'Send out order 42' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send out anyway' }),
    );
    await waitFor(() => expect(expo.bumps()).toHaveLength(2));
    expect(expo.bumps()[1]).toBe(`/api/staff/orders/${kitchenTicket(42).id}/bump`);
  });

  it('says why a send-out was refused', async () => {
    const user = userEvent.setup();
    openExpo('kitchen', () => ({
      tickets: [expoTicket(43, [{ stationId: 3, lines: 1, done: 1 }])],
      stations: [grill],
      thresholds: THRESHOLDS,
      serverTime: SERVER_NOW,
    }));
    await user.click((await ticketOf(43)).getByRole('button', { name: 'Send out order 43' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Order 43 could not be sent out: /);
  });

  it('is live: a stream event reads the pass again and a station’s progress moves', async () => {
    let share = { stationId: 3, lines: 2, done: 1 };
    const expo = openExpo('kitchen', () => ({
      tickets: [expoTicket(41, [share])],
      stations: [grill],
      thresholds: THRESHOLDS,
      serverTime: SERVER_NOW,
    }));
    const ticket = await ticketOf(41);
    expect(ticket.getByText('1/2')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const source = FakeEventSource.instances.at(-1) as FakeEventSource;
    act(() => source.open());
    const before = expo.reads();
    share = { stationId: 3, lines: 2, done: 2 };
    act(() => source.emit('kitchen.item_bumped', { type: 'kitchen.item_bumped', restaurantId: 1 }));
    await waitFor(() => expect(expo.reads()).toBeGreaterThan(before));
    expect(await ticket.findByText('2/2')).toBeInTheDocument();
    expect(ticket.getByText('Every station is done')).toBeInTheDocument();
  });

  it('is not for a waiter', async () => {
    openExpo('waiter', () => ({ tickets: [], stations: [], thresholds: THRESHOLDS, serverTime: SERVER_NOW }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen is not for your role' }),
    ).toBeInTheDocument();
  });
});
