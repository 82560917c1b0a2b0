import type { StationRouting } from '@sufra/domain/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The kitchen stations screen (/dashboard/kitchen/stations) against the API's shapes: stations added,
// renamed, reordered and removed with the requests the server expects and the confirmation in words; the routing
// saved with one PUT of only what changed; refusals shown with their message; the kitchen reads it
// without a control to press; a waiter cannot open it.

const grill = { id: 3, name: 'Grill', nameAr: 'الشواية', sort: 0 };
const cold = { id: 5, name: 'Cold', nameAr: 'البارد', sort: 1 };

function startingRouting(): StationRouting {
  return {
    stations: [cold, grill],
    categories: [
      {
        id: 2,
        name: 'Grills',
        nameAr: 'المشويات',
        stationId: 3,
        items: [
          { id: 31, name: 'Mixed grill', nameAr: 'مشاوي مشكلة', stationId: null },
          { id: 32, name: 'Kofta', nameAr: 'كفتة', stationId: 5 },
        ],
      },
      {
        id: 4,
        name: 'Salads',
        nameAr: 'السلطات',
        stationId: null,
        items: [{ id: 41, name: 'Fattoush', nameAr: 'فتوش', stationId: null }],
      },
    ],
  };
}

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

function openStations(
  role: 'owner' | 'manager' | 'kitchen' | 'waiter',
  refuse: { put?: boolean; post?: boolean } = {},
) {
  signInAs();
  let routing = startingRouting();
  const server = staffServer({
    me: staffUser(role),
    handle: ({ method, path, body }) => {
      const ok = (data: unknown, status = 200) => ({ status, body: { data } });
      if (path === '/api/staff/events/ticket' && method === 'POST')
        return ok({ ticket: 't1', expiresAt: '2026-11-24T18:00:00.000Z' });
      if (path === '/api/staff/kitchen/stations' && method === 'GET') return ok(routing);
      if (path === '/api/staff/kitchen/stations' && method === 'POST') {
        if (refuse.post)
          return error(409, 'TOO_MANY_STATIONS', 'A restaurant can have up to 12 kitchen stations.');
        if ((body as { name: string }).name === 'Cold')
          return error(409, 'STATION_NAME_TAKEN', 'Another station is already called that.');
        const station = { id: 9, sort: 2, ...(body as { name: string; nameAr: string }) };
        routing = { ...routing, stations: [...routing.stations, station] };
        return ok({ station }, 201);
      }
      const one = /^\/api\/staff\/kitchen\/stations\/(\d+)$/.exec(path);
      if (one && method === 'PATCH') {
        const id = Number(one[1]);
        const { position, ...names } = body as { name?: string; nameAr?: string; position?: number };
        let stations = routing.stations.map((s) => (s.id === id ? { ...s, ...names } : s));
        if (position !== undefined) {
          const order = [...stations].sort((a, b) => a.sort - b.sort);
          const moved = order.splice(
            order.findIndex((s) => s.id === id),
            1,
          );
          order.splice(position, 0, ...moved);
          stations = order.map((s, sort) => ({ ...s, sort }));
        }
        routing = { ...routing, stations };
        return ok({ station: stations.find((s) => s.id === id) });
      }
      if (one && method === 'DELETE') {
        const id = Number(one[1]);
        routing = {
          stations: routing.stations.filter((s) => s.id !== id),
          categories: routing.categories.map((c) => ({
            ...c,
            stationId: c.stationId === id ? null : c.stationId,
            items: c.items.map((i) => ({ ...i, stationId: i.stationId === id ? null : i.stationId })),
          })),
        };
        return ok(routing);
      }
      if (path === '/api/staff/kitchen/stations/routing' && method === 'PUT') {
        if (refuse.put) return error(404, 'STATION_NOT_FOUND', 'This kitchen station no longer exists.');
        return ok(routing);
      }
      return undefined;
    },
  });
  renderApp('/dashboard/kitchen/stations');
  return {
    /** What the screen asked the server to change (the stream's ticket aside). */
    changes: () =>
      server
        .changes()
        .filter((r) => r.path !== '/api/staff/events/ticket')
        .map((r) => ({ method: r.method, path: r.path, body: r.body as unknown })),
    /** Another screen changes the stations (the server's state; its event tells this one). */
    elsewhere: (change: (now: StationRouting) => StationRouting) => {
      routing = change(routing);
    },
  };
}

const stationsList = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Stations', level: 2 })).closest('section') as HTMLElement,
  );

describe('the kitchen stations screen', () => {
  it('lists the stations in the restaurant’s order with what each makes, and adds one with both names', async () => {
    const user = userEvent.setup();
    const server = openStations('owner');
    const list = await stationsList();
    await list.findByRole('heading', { name: 'Grill', level: 3 });
    expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Grill', 'Cold']);
    // Grill makes its category's Mixed grill; Kofta goes to Cold.
    expect(list.getAllByText('Makes 1 dish')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add a station' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a station' }));
    await user.click(dialog.getByRole('button', { name: 'Add station' }));
    expect(dialog.getAllByText('Enter the name.')).toHaveLength(2);
    expect(server.changes()).toEqual([]);
    await user.type(dialog.getByLabelText(/Name in English/), 'Bar');
    await user.type(dialog.getByLabelText(/Name in Arabic/), 'المشروبات');
    await user.click(dialog.getByRole('button', { name: 'Add station' }));
    await waitFor(() =>
      expect(server.changes()).toEqual([
        { method: 'POST', path: '/api/staff/kitchen/stations', body: { name: 'Bar', nameAr: 'المشروبات' } },
      ]),
    );
    expect(await screen.findByText('Station “Bar” added.')).toBeInTheDocument();
    expect(await list.findByRole('heading', { name: 'Bar', level: 3 })).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog (too many stations)', async () => {
    const user = userEvent.setup();
    openStations('manager', { post: true });
    await user.click(await screen.findByRole('button', { name: 'Add a station' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Name in English/), 'Bar');
    await user.type(dialog.getByLabelText(/Name in Arabic/), 'المشروبات');
    await user.click(dialog.getByRole('button', { name: 'Add station' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A restaurant can have up to 12 kitchen stations.',
    );
  });

  it('says at the names when another station has the name', async () => {
    const user = userEvent.setup();
    openStations('owner');
    await user.click(await screen.findByRole('button', { name: 'Add a station' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Name in English/), 'Cold');
    await user.type(dialog.getByLabelText(/Name in Arabic/), 'بارد');
    await user.click(dialog.getByRole('button', { name: 'Add station' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/Name in English/)).toHaveAccessibleDescription(
        'Another station is already called that.',
      ),
    );
    expect(dialog.getByLabelText(/Name in English/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames a station', async () => {
    const user = userEvent.setup();
    const server = openStations('owner');
    await user.click(await screen.findByRole('button', { name: 'Rename Grill' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename Grill' }));
    const name = dialog.getByLabelText(/Name in English/);
    expect(name).toHaveValue('Grill');
    await user.clear(name);
    await user.type(name, 'Charcoal grill');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.changes()).toEqual([
        {
          method: 'PATCH',
          path: '/api/staff/kitchen/stations/3',
          body: { name: 'Charcoal grill', nameAr: 'الشواية' },
        },
      ]),
    );
    expect(
      await (await stationsList()).findByRole('heading', { name: 'Charcoal grill' }),
    ).toBeInTheDocument();
  });

  it('moves a station earlier or later in the order, with the request the server expects', async () => {
    const user = userEvent.setup();
    const server = openStations('manager');
    const list = await stationsList();
    const order = () => list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await waitFor(() => expect(order()).toEqual(['Grill', 'Cold']));
    expect(list.getByRole('button', { name: 'Move Grill earlier' })).toBeDisabled();
    expect(list.getByRole('button', { name: 'Move Cold later' })).toBeDisabled();
    await user.click(list.getByRole('button', { name: 'Move Cold earlier' }));
    await waitFor(() => expect(order()).toEqual(['Cold', 'Grill']));
    expect(server.changes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/staff/kitchen/stations/5',
        body: { position: 0 },
      },
    ]);
    expect(list.getByRole('button', { name: 'Move Cold earlier' })).toBeDisabled();
  });

  it('removes a station only once confirmed, saying its dishes become unrouted', async () => {
    const user = userEvent.setup();
    const server = openStations('owner');
    await user.click(await screen.findByRole('button', { name: 'Remove Grill' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Remove the station “Grill”?' }));
    expect(dialog.getByText('It makes 1 dish now.')).toBeInTheDocument();
    expect(dialog.getByText(/Its dishes become unrouted/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(server.changes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Grill' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Remove station' }));
    await waitFor(() =>
      expect(server.changes()).toEqual([
        { method: 'DELETE', path: '/api/staff/kitchen/stations/3', body: undefined },
      ]),
    );
    const list = await stationsList();
    await waitFor(() => expect(list.queryByRole('heading', { name: 'Grill' })).not.toBeInTheDocument());
    // The routing the server answered: Grills now goes to every station.
    expect(screen.getByRole('combobox', { name: 'Station for Grills' })).toHaveDisplayValue('Every station');
  });

  it('saves the routing with one PUT of only what changed', async () => {
    const user = userEvent.setup();
    const server = openStations('manager');
    const salads = await screen.findByRole('combobox', { name: 'Station for Salads' });
    expect(salads).toHaveDisplayValue('Every station');
    const save = screen.getByRole('button', { name: 'Save routing' });
    expect(save).toBeDisabled();
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();

    await user.selectOptions(salads, 'Cold');
    // Changed and changed back: no change at all.
    const grills = screen.getByRole('combobox', { name: 'Station for Grills' });
    await user.selectOptions(grills, 'Cold');
    await user.selectOptions(grills, 'Grill');
    const dishes = screen.getByRole('button', { name: 'Grills: 2 dishes' });
    expect(dishes).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Station for the dish Kofta' })).not.toBeInTheDocument();
    await user.click(dishes);
    expect(dishes).toHaveAttribute('aria-expanded', 'true');
    const mixed = screen.getByRole('combobox', { name: 'Station for the dish Mixed grill' });
    expect(mixed).toHaveDisplayValue('Category’s station (Grill)');
    await user.selectOptions(mixed, 'Cold');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Station for the dish Kofta' }),
      'Category’s station (Grill)',
    );
    expect(screen.getByText('3 unsaved changes')).toBeInTheDocument();
    expect(screen.getAllByText('Not saved')).toHaveLength(3);
    expect(server.changes()).toEqual([]);

    await user.click(save);
    await waitFor(() =>
      expect(server.changes()).toEqual([
        {
          method: 'PUT',
          path: '/api/staff/kitchen/stations/routing',
          body: {
            categories: [{ id: 4, stationId: 5 }],
            items: [
              { id: 31, stationId: 5 },
              { id: 32, stationId: null },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText('No unsaved changes')).toBeInTheDocument();
    expect(await screen.findByText('Routing saved: the kitchen displays follow it now.')).toBeInTheDocument();
  });

  it('shows a refused routing save with its message and keeps the changes', async () => {
    const user = userEvent.setup();
    openStations('owner', { put: true });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Station for Salads' }), 'Cold');
    await user.click(screen.getByRole('button', { name: 'Save routing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This kitchen station no longer exists.');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
  });

  it('lets the kitchen read the stations and the routing, with nothing to change', async () => {
    const server = openStations('kitchen');
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByText('Which station makes what. Only an owner or a manager can change it.'),
    ).toBeInTheDocument();
    const grills = (await main.findByRole('heading', { name: 'Grills', level: 3 })).closest(
      'li',
    ) as HTMLElement;
    expect(within(grills).getByText('Made at: Grill')).toBeInTheDocument();
    expect(within(grills).getByText('Kofta: Cold')).toBeInTheDocument();
    expect(main.getByText('Made at: Every station')).toBeInTheDocument();
    expect(main.queryAllByRole('button')).toEqual([]);
    expect(main.queryAllByRole('combobox')).toEqual([]);
    expect(server.changes()).toEqual([]);
  });

  it('is live: another screen’s change to the stations shows without a reload', async () => {
    const server = openStations('owner');
    const list = await stationsList();
    await list.findByRole('heading', { name: 'Grill', level: 3 });
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const source = FakeEventSource.instances.at(-1) as FakeEventSource;
    act(() => source.open());
    server.elsewhere((now) => ({
      ...now,
      stations: [...now.stations, { id: 9, name: 'Bar', nameAr: 'المشروبات', sort: 2 }],
    }));
    act(() =>
      source.emit('kitchen.stations_changed', {
        type: 'kitchen.stations_changed',
        restaurantId: 1,
        data: { stationIds: [9] },
      }),
    );
    expect(await list.findByRole('heading', { name: 'Bar', level: 3 })).toBeInTheDocument();
  });

  it('is not for a waiter', async () => {
    openStations('waiter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen is not for your role' }),
    ).toBeInTheDocument();
  });
});
