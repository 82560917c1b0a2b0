import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { openTableMap, sentence, stream, tileOf } from './open-table-map.test-support';
import { FLOOR, waiterCall } from './test-floor';

fakeStreamsForEachTest();

describe('the table map', () => {
  it('shows each table with its state in words, what it owes, and how long it has been seated', async () => {
    openTableMap('/dashboard/tables');
    const four = await tileOf(4);
    expect(four.getByText('Partially paid')).toBeInTheDocument();
    expect(four.getByText('SAR 80.00')).toBeInTheDocument();
    expect(four.getByText(sentence('Paid SAR 40.00 of SAR 120.00'))).toBeInTheDocument();
    expect(four.getByText('2 orders · seated 50 min')).toBeInTheDocument();
    expect(four.getByText('1 split in progress')).toBeInTheDocument();

    const two = await tileOf(2);
    expect(two.getByText('Eating')).toBeInTheDocument();
    expect(two.getByText('SAR 90.00')).toBeInTheDocument();
    expect((await tileOf(3)).getByText('Paid')).toBeInTheDocument();
    expect((await tileOf(1)).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 call waiting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 bills to settle' })).toBeInTheDocument();
  });

  it("puts a calling table first with how long it has waited by the server's clock", async () => {
    openTableMap('/dashboard/tables');
    const seven = await tileOf(7);
    expect(seven.getByText('Waiting for a waiter for 4 min')).toBeInTheDocument();
    expect(seven.getByText('“More water please”')).toBeInTheDocument();
    const tiles = within(screen.getByRole('list', { name: 'Tables of the restaurant' }))
      .getAllByRole('button', { name: /^Open table/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(tiles).toEqual(['Open table 7', 'Open table 1', 'Open table 2', 'Open table 3', 'Open table 4']);
  });

  it('acknowledges a call: the request is sent and the call leaves the tile', async () => {
    const user = userEvent.setup();
    const { state, server } = openTableMap('/dashboard/tables', {
      handle: ({ method, path }) => {
        if (method !== 'PATCH' || path !== '/api/staff/waiter-calls/31/acknowledge') return undefined;
        state.floor = FLOOR.map((t) => (t.number === 7 ? { ...t, waiterCalls: [] } : t));
        return {
          status: 200,
          body: { data: { waiterCall: { ...waiterCall(31, 7, 4), status: 'acknowledged' } } },
        };
      },
    });
    await user.click((await tileOf(7)).getByRole('button', { name: 'Acknowledge the call from table 7' }));
    expect(await screen.findByText('Table 7 knows a waiter is on the way')).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for a waiter/)).not.toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/staff/events/ticket'],
      ['PATCH', '/api/staff/waiter-calls/31/acknowledge'],
    ]);
  });

  it('brings the call back with the reason when the server refuses the acknowledgement', async () => {
    const user = userEvent.setup();
    openTableMap('/dashboard/tables', {
      handle: ({ method }) =>
        method === 'PATCH'
          ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'This call no longer exists.' } } }
          : undefined,
    });
    await user.click((await tileOf(7)).getByRole('button', { name: 'Acknowledge the call from table 7' }));
    expect(await screen.findByText('This call no longer exists.')).toBeInTheDocument();
    expect((await tileOf(7)).getByText('Waiting for a waiter for 4 min')).toBeInTheDocument();
  });

  it('reads the map again when a waiter is called, and on every reconnection', async () => {
    const { state, reads } = openTableMap('/dashboard/tables');
    const source = await stream();
    source.open();
    await tileOf(2);
    expect(
      screen.queryByRole('button', { name: 'Acknowledge the call from table 2' }),
    ).not.toBeInTheDocument();

    state.floor = FLOOR.map((t) =>
      t.number === 2 ? { ...t, waiterCalls: [waiterCall(32, 2, 0, 'The bill')] } : t,
    );
    source.emit('waiter.called', { type: 'waiter.called', restaurantId: 1, tableNumber: 2, data: {} });
    const two = await tileOf(2);
    expect(await two.findByText('Called a waiter just now')).toBeInTheDocument();
    expect(two.getByRole('button', { name: 'Acknowledge the call from table 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 calls waiting' })).toBeInTheDocument();

    const before = reads('/api/staff/tables');
    source.drop();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    (FakeEventSource.instances[1] as FakeEventSource).open();
    await waitFor(() => expect(reads('/api/staff/tables')).toBeGreaterThan(before));
  });

  it('narrows the floor to the tables calling', async () => {
    const user = userEvent.setup();
    openTableMap('/dashboard/tables');
    await user.click(await screen.findByRole('button', { name: '1 call waiting' }));
    expect(screen.getByRole('button', { name: '1 call waiting' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /^Open table/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Open table 7' })).toBeInTheDocument();
  });
});
