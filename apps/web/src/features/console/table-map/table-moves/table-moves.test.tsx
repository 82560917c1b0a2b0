import type { TableMerge } from '@sufra/domain/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, fakeStreamsForEachTest } from '../../../../test/fake-event-source';
import { type Answer, openTableMap, panel, type Request, tileOf } from '../open-table-map.test-support';
import { floorTable, TABLE_4 } from '../test-floor';

fakeStreamsForEachTest();

/** The map of test-floor.ts (tables 1 and 7 free, 2, 3 and 4 occupied), table 4's panel open. */
function openTable(options: { merges?: TableMerge[]; handle?: (r: Request) => Answer | undefined } = {}) {
  const state = { merges: options.merges ?? [] };
  const { server } = openTableMap(`/dashboard/tables?table=${TABLE_4.number}`, {
    handle: (request) => {
      const own = options.handle?.(request);
      if (own || request.method !== 'GET') return own;
      if (request.path === '/api/staff/table-merges')
        return { status: 200, body: { data: { merges: state.merges } } };
      if (request.path === '/api/staff/tables/1')
        return { status: 200, body: { data: { table: { ...TABLE_4, ...floorTable(1), orders: [] } } } };
      return undefined;
    },
  });
  return { state, server };
}

const result = (fromTable: number, toTable: number) => ({
  status: 200,
  body: { data: { result: { fromTable, toTable, orders: 2, waiterCalls: 0 } } },
});

describe('moving and merging tables from the table map', () => {
  it('moves table 4 to a free table it picks, confirmed in words, then shows the new table', async () => {
    const user = userEvent.setup();
    const { server } = openTable({
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/tables/4/move' ? result(4, 1) : undefined,
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Move table' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move table 4' }));
    // Only the free tables in service: 1 and 7 (2, 3 and 4 have orders).
    expect(dialog.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '7']);
    expect(dialog.getByRole('button', { name: 'Move' })).toBeDisabled();
    await user.click(dialog.getByRole('radio', { name: '1' }));
    expect(dialog.getByText('Move table 4 to table 1?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Move to table 1' }));
    expect(await screen.findByText('Table 4 moved to table 1')).toBeInTheDocument();
    expect(server.changes().filter((r) => r.path.includes('/move'))).toMatchObject([
      { method: 'POST', path: '/api/staff/tables/4/move', body: { toTable: 1 } },
    ]);
    await waitFor(() => expect(location.search).toBe('?table=1'));
    expect(await screen.findByRole('heading', { name: 'Table 1' })).toBeInTheDocument();
  });

  it('says why the server refused: a guest on a card page', async () => {
    const user = userEvent.setup();
    openTable({
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/tables/4/move'
          ? {
              status: 409,
              body: {
                error: {
                  code: 'TABLE_CARD_PAGE_OPEN',
                  message: 'A guest is paying on a card page; try again when it is finished.',
                },
              },
            }
          : undefined,
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Move table' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move table 4' }));
    await user.click(dialog.getByRole('radio', { name: '7' }));
    await user.click(dialog.getByRole('button', { name: 'Move to table 7' }));
    expect(
      await dialog.findByText('A guest is paying on a card page; try again when it is finished.'),
    ).toBeInTheDocument();
    expect(location.search).toBe('?table=4');
  });

  it('merges an occupied table’s bill into this one, confirmed', async () => {
    const user = userEvent.setup();
    const { server } = openTable({
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/tables/4/merge' ? result(2, 4) : undefined,
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Merge with another table' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge with another table' }));
    expect(dialog.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['2', '3']);
    await user.click(dialog.getByRole('radio', { name: '2' }));
    expect(dialog.getByText('Merge the bill of table 2 into table 4?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Merge bills' }));
    expect(await screen.findByText('The bill of table 2 is now on table 4')).toBeInTheDocument();
    expect(server.changes().filter((r) => r.path.includes('/merge'))).toMatchObject([
      { method: 'POST', path: '/api/staff/tables/4/merge', body: { table: 2 } },
    ]);
  });

  it('shows a joined bill as joined on the map and splits it back, confirmed', async () => {
    const user = userEvent.setup();
    const { server } = openTable({
      merges: [{ table: 4, mergedTables: [2] }],
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/tables/4/split-back' ? result(4, 2) : undefined,
    });
    expect(await (await tileOf(4)).findByText('Joined bill: 4 + 2')).toBeInTheDocument();
    expect((await tileOf(2)).getByText('Its bill is on table 4')).toBeInTheDocument();
    const table = await panel();
    expect(await table.findByText('Joined bill: 4 + 2')).toBeInTheDocument();
    // A joined bill is not moved; it splits back first.
    expect(table.queryByRole('button', { name: 'Move table' })).not.toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Split table 2 back' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Split table 2 back?' }));
    expect(
      dialog.getByText('Table 2’s orders go back to table 2, with what was paid of them.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Split back' }));
    expect(await screen.findByText('Table 2 has its own bill again')).toBeInTheDocument();
    expect(server.changes().filter((r) => r.path.includes('/split-back'))).toMatchObject([
      { method: 'POST', path: '/api/staff/tables/4/split-back', body: { table: 2 } },
    ]);
  });

  it('joins the tiles live when another tablet merges two tables', async () => {
    const { state } = openTable();
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const source = FakeEventSource.instances[0] as FakeEventSource;
    await act(async () => source.open());
    expect((await tileOf(4)).queryByText('Joined bill: 4 + 2')).not.toBeInTheDocument();
    state.merges = [{ table: 4, mergedTables: [2] }];
    await act(async () =>
      source.emit('table.merged', {
        type: 'table.merged',
        restaurantId: 1,
        tableNumber: 4,
        data: { fromTable: 2, toTable: 4 },
      }),
    );
    expect(await (await tileOf(4)).findByText('Joined bill: 4 + 2')).toBeInTheDocument();
    expect(await (await tileOf(2)).findByText('Its bill is on table 4')).toBeInTheDocument();
  });
});
