import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The orders board's tests (orders-board-page.test.tsx, cancel-dialog.test.tsx): orders shaped like the
// API's, and a board opened against a stand-in server with the fake event stream.

export const SERVER_NOW = '2026-11-24T19:30:00.000Z';
const minutesAgo = (m: number) => new Date(Date.parse(SERVER_NOW) - m * 60_000).toISOString();

export type Order = ReturnType<typeof boardOrder>;
let nextNumber = 40;
export function boardOrder(status: string, overrides: Record<string, unknown> = {}) {
  nextNumber += 1;
  return {
    id: `00000000-0000-4000-8000-0000000000${nextNumber}`,
    orderNumber: nextNumber,
    orderType: 'table',
    tableNumber: 4,
    status,
    version: 2,
    createdAt: minutesAgo(12),
    updatedAt: minutesAgo(3),
    readyAt: null,
    estimatedMinutes: null,
    items: [
      {
        index: 0,
        itemId: 7,
        name: 'Lamb kabsa',
        nameAr: 'كبسة لحم',
        unitPrice: 6500,
        quantity: 2,
        options: [
          {
            groupId: 1,
            optionId: 3,
            groupName: 'Rice',
            groupNameAr: 'الأرز',
            name: 'Extra rice',
            nameAr: 'أرز إضافي',
            price: 500,
            quantity: 1,
          },
        ],
        specialInstructions: 'No raisins',
        lineTotal: 14000,
        batch: 0,
        addedAt: minutesAgo(12),
        bumpedAt: null,
      },
      {
        index: 1,
        itemId: 9,
        name: 'Laban',
        nameAr: 'لبن',
        unitPrice: 500,
        quantity: 1,
        options: [],
        specialInstructions: '',
        lineTotal: 500,
        batch: 1,
        addedAt: minutesAgo(5),
        bumpedAt: null,
      },
    ],
    itemCount: 3,
    notes: '',
    customerPhone: null,
    bill: { state: 'unpaid', total: 14500, paid: 0, remaining: 14500, refunded: 0, tipsPaid: 0 },
    creditNotes: [] as { id: string; number: number; total: number }[],
    cancelReason: null as string | null,
    moves: [] as string[],
    ...overrides,
  };
}

export const boardOf = (orders: Order[]) => ({
  status: 200,
  body: { data: { orders, day: '2026-11-24', serverTime: SERVER_NOW } },
});

export function openBoard(
  role: 'owner' | 'manager' | 'waiter',
  read: () => Order[],
  handle?: NonNullable<NonNullable<Parameters<typeof staffServer>[0]>['handle']>,
) {
  signInAs();
  let tickets = 0;
  const server = staffServer({
    me: staffUser(role),
    handle: (request) => {
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket') {
        tickets += 1;
        return { status: 200, body: { data: { ticket: `t${tickets}`, expiresAt: SERVER_NOW } } };
      }
      if (request.method === 'GET' && request.path === '/api/staff/orders/board') return boardOf(read());
      return handle?.(request);
    },
  });
  renderApp('/dashboard/orders');
  return {
    ...server,
    boardReads: () => server.requests.filter((r) => r.path === '/api/staff/orders/board'),
    /** What the screen changed (the stream's ticket is not a change). */
    changes: () => server.changes().filter((r) => r.path !== '/api/staff/events/ticket'),
  };
}

/** A status column: a region named by its heading (its name and count). */
export const column = (name: RegExp) => screen.findByRole('region', { name });
/** A card, by its heading (the first read loads the screen's chunk and texts: a busy machine is slow). */
export async function cardOf(number: number) {
  const heading = await screen.findByRole('heading', { level: 3, name: `Order ${number}` });
  return within(heading.closest('article') as HTMLElement);
}
export const stream = async () => {
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
  return FakeEventSource.instances.at(-1) as FakeEventSource;
};

/** What a cancel would refund, as the server words it. */
type Refund = { amount: number; shares: number; creditNotes: number };

/** GET …/orders/:id/cancellation: what cancelling `order` (as the board shows it) gives back now. */
export function cancellationPreview(order: Order, refund: Refund, paymentsInProgress = 0) {
  const { id, orderNumber, status, version } = order;
  return {
    status: 200,
    body: {
      data: {
        order: { id, orderNumber, status, version },
        refund: { ...refund, byHand: 0 },
        paymentsInProgress,
      },
    },
  };
}

/** POST …/orders/:id/cancel answered: the order cancelled with that refund. */
export const cancelledWith = (refund: Refund) => ({
  status: 200,
  body: { data: { order: {}, refund: { ...refund, byHand: 0 } } },
});
