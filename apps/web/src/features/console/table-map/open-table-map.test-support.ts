import type { StaffRole, StaffTable, StaffTableDetail } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { signInAs, staffServer, staffUser } from '../../../test/staff-test-server';
import { FLOOR, SERVER_TIME, TABLE_4 } from './test-floor';

// The table map's screen over a staff API in service, shared by its tests (the map, a table's panel,
// waiter ordering).
export type Answer = { status: number; body: unknown };
export type Request = { method: string; path: string; body: unknown };

/**
 * The staff API of a service in progress: `floor` and `detail` are what the reads answer now (a test
 * changes them to play what happened meanwhile), `handle` answers the changes.
 */
export function openTableMap(
  path: string,
  options: { role?: StaffRole; handle?: (request: Request) => Answer | undefined } = {},
) {
  const state: { floor: StaffTable[]; detail: StaffTableDetail } = { floor: FLOOR, detail: TABLE_4 };
  signInAs();
  const server = staffServer({
    me: staffUser(options.role ?? 'waiter'),
    handle: (request) => {
      const own = options.handle?.(request);
      if (own) return own;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'tk', expiresAt: SERVER_TIME } } };
      if (request.method !== 'GET') return undefined;
      if (request.path === '/api/staff/tables')
        return { status: 200, body: { data: { tables: state.floor, serverTime: SERVER_TIME } } };
      if (request.path === `/api/staff/tables/${state.detail.number}`)
        return { status: 200, body: { data: { table: state.detail } } };
      return undefined;
    },
  });
  renderApp(path);
  const reads = (p: string) => server.requests.filter((r) => r.method === 'GET' && r.path === p).length;
  return { state, server, reads };
}

export const tileOf = async (number: number) =>
  within((await screen.findByRole('button', { name: `Open table ${number}` })).closest('li') as HTMLElement);
export const panel = async () => within(await screen.findByRole('region', { name: /^Table \d+$/ }));
/** The element whose whole text is `text` (a sentence built of words and amounts). */
export const sentence = (text: string) => (_: string, el: Element | null) =>
  el?.textContent?.replace(/\s+/g, ' ').trim() === text &&
  ![...(el?.children ?? [])].some((c) => c.textContent?.replace(/\s+/g, ' ').trim() === text);
export const stream = async () => {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  return FakeEventSource.instances[0] as FakeEventSource;
};
