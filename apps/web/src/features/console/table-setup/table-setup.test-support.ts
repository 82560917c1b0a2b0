import type { SetupTable, StaffRole, TableSetupResponse } from '@sufra/domain/contracts';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The Tables and QR codes screen's tests (table-setup-page, table-setup-qr-sheet): tables and counters as the
// staff API answers them, the screen opened by a role against a stand-in server, the changes it sent.

const at = '2026-11-20T18:30:00.000Z';
export const BASE = 'https://sufra.test/welcome/najd-house';

export function table(number: number, overrides: Partial<SetupTable> = {}): SetupTable {
  return {
    id: 100 + number,
    number,
    capacity: 4,
    status: 'active',
    url: `${BASE}?table=${number}&hash=hash-${number}`,
    openOrders: 0,
    ...overrides,
  };
}

export const SETUP: TableSetupResponse['data'] = {
  tables: [table(1), table(2, { openOrders: 2, capacity: 6 }), table(3, { status: 'maintenance' })],
  takeawayPoints: [
    { id: 7, name: 'Counter', nameAr: 'الكاونتر', isActive: true, url: `${BASE}?takeaway=counter-hash` },
  ],
  defaultCapacity: 4,
};

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>';

export function openSetup(
  role: StaffRole,
  data: () => TableSetupResponse['data'] = () => SETUP,
  handle?: Handler,
) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: (request) => {
      const answer = handle?.(request);
      if (answer) return answer;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'ticket-1', expiresAt: at } } };
      if (request.method === 'GET' && request.path === '/api/staff/table-setup')
        return { status: 200, body: { data: data() } };
      if (request.method === 'GET' && request.path === '/api/staff/table-setup/qr-sheet')
        return {
          status: 200,
          body: {
            data: {
              restaurant: { name: 'Najd House', nameAr: 'بيت نجد', logoUrl: '/media/logo.svg' },
              cards: [
                { kind: 'table', number: 12, name: null, nameAr: null, url: `${BASE}?table=12`, svg: SVG },
                {
                  kind: 'takeaway',
                  number: null,
                  name: 'Counter',
                  nameAr: 'الكاونتر',
                  url: `${BASE}?takeaway=x`,
                  svg: SVG,
                },
              ],
            },
          },
        };
      return undefined;
    },
  });
  renderApp('/dashboard/tables/setup');
  return server;
}

export const changes = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path !== '/api/staff/events/ticket');

export async function cardOf(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return within(heading.closest('li') as HTMLElement);
}
