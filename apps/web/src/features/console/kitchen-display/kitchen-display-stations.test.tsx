import type { Station } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';
import type { KitchenView } from './lib/optimistic';
import { kitchenTicket, kitchenView } from './lib/test-tickets';

// The kitchen display by station (issue 29 item 2): the picker, the station in the address (and on the
// device), each station's own lines and all-day counts as the server answers them, and a station that
// is gone falling back to the whole kitchen.

const grill: Station = { id: 3, name: 'Grill', nameAr: 'الشواية', sort: 1 };
const cold: Station = { id: 5, name: 'Cold', nameAr: 'البارد', sort: 0 };
const line = (index: number, name: string, stationId: number | null) => ({
  index,
  itemId: index + 1,
  name,
  nameAr: name,
  quantity: 2,
  options: [],
  specialInstructions: '',
  bumpedAt: null,
  stationId,
});
const count = (name: string, quantity: number) => ({
  itemId: name.length,
  name,
  nameAr: name,
  quantity,
  variants: [{ options: [], quantity }],
  options: [],
});
const at = '2026-11-24T18:00:00.000Z';
const ticket = (n: number, items: ReturnType<typeof line>[]) =>
  kitchenTicket(n, { batches: [{ batch: 0, addedAt: at, items }] });

/** What the server answers for each station (it filters; the screen shows what it gets). */
function answerFor(station: string | null, stations: Station[]): KitchenView {
  if (station === '3')
    return kitchenView([ticket(41, [line(0, 'Mixed grill', 3), line(1, 'Bread', null)])], {
      stations,
      station: grill,
      allDay: [count('Mixed grill', 2), count('Bread', 2)],
    });
  if (station === '5')
    return kitchenView([ticket(42, [line(0, 'Fattoush', 5)])], {
      stations,
      station: cold,
      allDay: [count('Fattoush', 2)],
    });
  return kitchenView(
    [ticket(41, [line(0, 'Mixed grill', 3), line(1, 'Bread', null)]), ticket(42, [line(0, 'Fattoush', 5)])],
    { stations, allDay: [count('Mixed grill', 2), count('Bread', 2), count('Fattoush', 2)] },
  );
}

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

function openDisplay(path: string, stations: Station[] = [cold, grill]) {
  signInAs();
  const server = staffServer({
    me: staffUser('kitchen'),
    handle: (request) => {
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 't1', expiresAt: at } } };
      if (request.method !== 'GET' || request.path !== '/api/staff/kitchen') return undefined;
      const station = request.query.get('station');
      if (station === '99') return error(404, 'STATION_NOT_FOUND', 'This kitchen station no longer exists.');
      return { status: 200, body: { data: answerFor(station, stations) } };
    },
  });
  renderApp(path);
  return {
    /** The `station` each read of the display asked for (null: the whole kitchen). */
    readStations: () =>
      server.requests.filter((r) => r.path === '/api/staff/kitchen').map((r) => r.query.get('station')),
  };
}

const picker = () => screen.findByRole('group', { name: 'Station shown on this screen' });
const orders = () =>
  within(screen.getByRole('list', { name: 'Open tickets, oldest first' }))
    .getAllByRole('article')
    .map(
      (article) =>
        article.getAttribute('aria-labelledby') && within(article).getByRole('heading').textContent,
    );
const allDay = async () => within(await screen.findByRole('region', { name: 'All day' }));

describe('the kitchen display by station', () => {
  it('offers no picker to a restaurant without stations', async () => {
    openDisplay('/dashboard/kitchen', []);
    await screen.findByRole('article', { name: 'Order 41, Table 4' });
    expect(screen.queryByRole('group', { name: 'Station shown on this screen' })).not.toBeInTheDocument();
    expect(screen.queryByText('Grill')).not.toBeInTheDocument();
  });

  it('switches to a station: the read asks for it, the address keeps it, only its tickets and all-day show', async () => {
    const user = userEvent.setup();
    const display = openDisplay('/dashboard/kitchen');
    const choices = within(await picker());
    // The whole kitchen first, then the stations in the restaurant's order (not their ids').
    expect(choices.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Whole kitchen',
      'Cold',
      'Grill',
    ]);
    expect(choices.getByRole('button', { name: 'Whole kitchen' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('article', { name: 'Order 42, Table 4' });
    expect(orders()).toHaveLength(2);
    // On the whole kitchen, each routed line says where it is made.
    const first = within(screen.getByRole('article', { name: 'Order 41, Table 4' }));
    expect(first.getByRole('button', { name: /Mixed grill/ })).toHaveTextContent('Grill');
    expect((await allDay()).getByText('Fattoush')).toBeInTheDocument();

    await user.click(choices.getByRole('button', { name: 'Grill' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitchen display: Grill' }),
    ).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/dashboard/kitchen?station=3');
    expect(display.readStations()).toContain('3');
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Order 41, Table 4' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order 42, Table 4' })).not.toBeInTheDocument();
    const counts = await allDay();
    expect(counts.getByText('Mixed grill')).toBeInTheDocument();
    expect(counts.queryByText('Fattoush')).not.toBeInTheDocument();
    expect(choices.getByRole('button', { name: 'Grill' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(choices.getByRole('button', { name: 'Whole kitchen' }));
    await waitFor(() => expect(orders()).toHaveLength(2));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen display' })).toBeInTheDocument();
  });

  it('opens the station its address names (a reload keeps it), and the one this device last chose', async () => {
    const display = openDisplay('/dashboard/kitchen?station=5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitchen display: Cold' }),
    ).toBeInTheDocument();
    expect(display.readStations()).toEqual(['5']);
    expect(await screen.findByRole('article', { name: 'Order 42, Table 4' })).toBeInTheDocument();
    expect(orders()).toHaveLength(1);
  });

  it('leaves sending the order out to the expo on a station’s display: its cooks mark their lines', async () => {
    const user = userEvent.setup();
    openDisplay('/dashboard/kitchen');
    const whole = within(await screen.findByRole('article', { name: 'Order 41, Table 4' }));
    expect(whole.getByRole('button', { name: 'Bump order 41' })).toBeInTheDocument();
    await user.click(within(await picker()).getByRole('button', { name: 'Grill' }));
    await screen.findByRole('heading', { level: 1, name: 'Kitchen display: Grill' });
    await waitFor(() => expect(orders()).toHaveLength(1));
    const atGrill = within(screen.getByRole('article', { name: 'Order 41, Table 4' }));
    expect(atGrill.queryByRole('button', { name: 'Bump order 41' })).not.toBeInTheDocument();
    expect(atGrill.getByText('Mark your lines done: the expo sends the order out.')).toBeInTheDocument();
    expect(atGrill.getByRole('button', { name: /Mixed grill/, pressed: false })).toBeInTheDocument();
  });

  it('remembers the station on this device when the address names none', async () => {
    localStorage.setItem('sufra.kitchen.station', '3');
    const display = openDisplay('/dashboard/kitchen');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitchen display: Grill' }),
    ).toBeInTheDocument();
    expect(display.readStations()).toEqual(['3']);
  });

  it('falls back to the whole kitchen, saying why, when the station no longer exists', async () => {
    const display = openDisplay('/dashboard/kitchen?station=99');
    expect(
      await screen.findByText('That station no longer exists: this screen shows the whole kitchen.'),
    ).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Order 42, Table 4' });
    expect(window.location.search).toBe('');
    expect(display.readStations()).toEqual(['99', null]);
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen display' })).toBeInTheDocument();
  });
});
