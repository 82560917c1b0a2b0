import type { Menu } from '@sufra/domain/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../test/fake-event-source';
import { mockApi, NAJD, renderApp, resetStore } from '../../test/render';
import { useStore } from '../store';

const realFetch = globalThis.fetch;
let uninstall: () => void;
beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
});

const MENU: Menu = { categories: [] };
const streamOf = (table: number) =>
  FakeEventSource.instances.find((s) => s.url.includes(`/tables/${table}/events`));

describe("the diner's phone when staff move its table", () => {
  it('follows to table 9 while the menu is open and says “Your table moved to table 9”', async () => {
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 5, tableHash: 'hash-5' });
    let follow: unknown = null;
    mockApi((url) => {
      if (url.pathname === `/api/public/restaurants/${NAJD.id}/menu`)
        return { status: 200, body: { data: MENU } };
      if (url.pathname === `/api/public/restaurants/${NAJD.id}/tables/5/follow`)
        return { status: 200, body: { data: { follow } } };
      if (url.pathname.endsWith('/orders')) return { status: 200, body: { data: { orders: [] } } };
      return undefined;
    });
    renderApp('/restaurant-menu');
    await waitFor(() => expect(streamOf(5)).toBeDefined());
    await act(async () => streamOf(5)?.open());
    // Staff move the party: the table's stream says so; the phone asks where it sits now.
    follow = { kind: 'moved', tableNumber: 9, hash: 'hash-9' };
    await act(async () =>
      streamOf(5)?.emit('table.moved', {
        type: 'table.moved',
        restaurantId: NAJD.id,
        tableNumber: 5,
        data: { fromTable: 5, toTable: 9 },
      }),
    );
    expect(await screen.findByText('Your table moved to table 9')).toBeInTheDocument();
    expect(useStore.getState().session).toMatchObject({ tableNumber: 9, tableHash: 'hash-9' });
    // The menu now listens to table 9's stream, with its QR proof.
    await waitFor(() => expect(streamOf(9)?.url).toContain('hash-9'));
  });
});
