import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The orders board (/dashboard/orders) against the API's shapes: columns and what a card tells, the live
// stream (a new order shown once, the catch-up read at each reconnection), moves with the version, a 409
// explained, and cancelling with the exact refund shown first.

const SERVER_NOW = '2026-11-24T19:30:00.000Z';
const minutesAgo = (m: number) => new Date(Date.parse(SERVER_NOW) - m * 60_000).toISOString();

type Order = ReturnType<typeof boardOrder>;
let nextNumber = 40;
function boardOrder(status: string, overrides: Record<string, unknown> = {}) {
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

const boardOf = (orders: Order[]) => ({
  status: 200,
  body: { data: { orders, day: '2026-11-24', serverTime: SERVER_NOW } },
});

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

function openBoard(
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
const column = (name: RegExp) => screen.findByRole('region', { name });
/** A card, by its heading (the first read loads the screen's chunk and texts: a busy machine is slow). */
async function cardOf(number: number) {
  const heading = await screen.findByRole('heading', { level: 3, name: `Order ${number}` });
  return within(heading.closest('article') as HTMLElement);
}
const stream = async () => {
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
  return FakeEventSource.instances.at(-1) as FakeEventSource;
};

describe('the orders board', () => {
  it('shows the orders in columns by status, each card with its lines, age, bill and what happened to it', async () => {
    const placed = boardOrder('pending', { moves: ['confirmed', 'cancelled'] });
    const takeaway = boardOrder('preparing', {
      orderType: 'takeaway',
      tableNumber: null,
      customerPhone: '+966501234567',
      notes: 'Extra napkins please',
      bill: { state: 'partially_paid', total: 14500, paid: 7250, remaining: 7250, refunded: 0, tipsPaid: 0 },
    });
    const cancelled = boardOrder('cancelled', {
      bill: { state: 'refunded', total: 14500, paid: 0, remaining: 0, refunded: 7250, tipsPaid: 0 },
      creditNotes: [{ id: '10000000-0000-4000-8000-000000000001', number: 12, total: 7250 }],
      cancelReason: 'Kitchen out of lamb',
    });
    openBoard('owner', () => [placed, takeaway, cancelled]);

    const fresh = within(await column(/^New/));
    expect(fresh.getByRole('heading', { level: 3, name: `Order ${placed.orderNumber}` })).toBeInTheDocument();
    const first = await cardOf(placed.orderNumber);
    expect(first.getByText('Table 4')).toBeInTheDocument();
    expect(first.getByText('12 min')).toBeInTheDocument();
    expect(first.getByText('2×')).toBeInTheDocument();
    expect(first.getByText('Lamb kabsa')).toBeInTheDocument();
    expect(first.getByText('Extra rice')).toBeInTheDocument();
    expect(first.getByText('No raisins')).toBeInTheDocument();
    expect(first.getByText('Added later')).toBeInTheDocument();
    expect(first.getByText('Unpaid')).toBeInTheDocument();
    expect(first.getByRole('button', { name: `Confirm: order ${placed.orderNumber}` })).toBeInTheDocument();
    expect(first.getByRole('button', { name: `Cancel order ${placed.orderNumber}` })).toBeInTheDocument();

    const second = await cardOf(takeaway.orderNumber);
    expect(second.getByText('Takeaway')).toBeInTheDocument();
    expect(second.getByText('+966501234567')).toBeInTheDocument();
    expect(second.getByText('Extra napkins please')).toBeInTheDocument();
    expect(second.getByText('Partially paid')).toBeInTheDocument();
    expect(second.getByText('Paid').nextSibling).toHaveTextContent('SAR 72.50');
    expect(second.getByText('Remaining').nextSibling).toHaveTextContent('SAR 72.50');
    expect(second.queryByRole('button')).not.toBeInTheDocument();

    const third = await cardOf(cancelled.orderNumber);
    expect(third.getByText('Cancelled')).toBeInTheDocument();
    expect(third.getByText('Refunded')).toBeInTheDocument();
    expect(third.getByText('Given back').nextSibling).toHaveTextContent('SAR 72.50');
    expect(third.getByText(/Credit note 12/)).toBeInTheDocument();
    expect(third.getByText('Kitchen out of lamb')).toBeInTheDocument();
    const done = await column(/^Done/);
    expect(done).toContainElement(third.getByText('Kitchen out of lamb'));
  });

  it('shows a new order once when the stream announces it, and reads everything again at each reconnection', async () => {
    const first = boardOrder('pending', { moves: ['confirmed'] });
    const arriving = boardOrder('pending', { moves: ['confirmed'], tableNumber: 7, createdAt: SERVER_NOW });
    let orders = [first];
    const server = openBoard('waiter', () => orders);
    await cardOf(first.orderNumber);
    const source = await stream();
    act(() => source.open());
    await waitFor(() => expect(server.boardReads().length).toBeGreaterThanOrEqual(2));
    const readsBefore = server.boardReads().length;

    orders = [first, arriving];
    act(() => source.emit('order.created', { type: 'order.created', restaurantId: 1, tableNumber: 7 }));
    const card = await cardOf(arriving.orderNumber);
    expect(await card.findByText('Just arrived')).toBeInTheDocument();
    expect(card.getByText('Just now')).toBeInTheDocument();
    expect(server.boardReads().length).toBe(readsBefore + 1);
    // The same event twice (or the catch-up) never shows the card twice.
    act(() => source.emit('order.updated', { type: 'order.updated', restaurantId: 1, tableNumber: 7 }));
    await waitFor(() => expect(server.boardReads().length).toBe(readsBefore + 2));
    expect(screen.getAllByRole('heading', { level: 3, name: `Order ${arriving.orderNumber}` })).toHaveLength(
      1,
    );
    expect(screen.getByText(`New order ${arriving.orderNumber}`)).toBeInTheDocument();

    // The stream drops; what happened meanwhile is read in full once it is open again.
    const paid = { ...first, bill: { ...first.bill, state: 'paid', paid: 14500, remaining: 0 }, version: 3 };
    orders = [paid, arriving];
    act(() => source.drop());
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(1));
    act(() => (FakeEventSource.instances.at(-1) as FakeEventSource).open());
    expect(await (await cardOf(first.orderNumber)).findByText('Paid')).toBeInTheDocument();
    expect(server.boardReads().length).toBe(readsBefore + 3);
  });

  it('moves an order forward with the version the card showed', async () => {
    const user = userEvent.setup();
    const order = boardOrder('confirmed', { moves: ['preparing', 'cancelled'], version: 5 });
    let orders = [order];
    const server = openBoard(
      'manager',
      () => orders,
      ({ method, path }) => {
        if (method !== 'PATCH' || path !== `/api/staff/orders/${order.id}/status`) return undefined;
        orders = [{ ...order, status: 'preparing', version: 6, moves: ['ready', 'cancelled'] }];
        return { status: 200, body: { data: { order: {} } } };
      },
    );
    const card = await cardOf(order.orderNumber);
    await user.click(card.getByRole('button', { name: `Start preparing: order ${order.orderNumber}` }));

    expect(await screen.findByText(`Order ${order.orderNumber}: Preparing`)).toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', `/api/staff/orders/${order.id}/status`, { status: 'preparing', version: 5 }],
    ]);
    const preparing = (await screen.findByRole('heading', { level: 2, name: /^Preparing/ })).closest(
      'section',
    );
    await waitFor(() =>
      expect(preparing).toContainElement(
        screen.getByRole('button', { name: `Mark ready: order ${order.orderNumber}` }),
      ),
    );
  });

  it('explains a move someone else made first and shows the order as it is now', async () => {
    const user = userEvent.setup();
    const order = boardOrder('pending', { moves: ['confirmed'] });
    let orders = [order];
    const server = openBoard(
      'waiter',
      () => orders,
      ({ method }) => {
        if (method !== 'PATCH') return undefined;
        orders = [{ ...order, status: 'confirmed', version: 3, moves: [] }];
        return error(409, 'CONFLICT', 'This was changed in the meantime. Please refresh and try again.');
      },
    );
    const readsBefore = () => server.boardReads().length;
    await cardOf(order.orderNumber);
    const before = readsBefore();
    await user.click(screen.getByRole('button', { name: `Confirm: order ${order.orderNumber}` }));

    expect(
      await screen.findByText(
        `Order ${order.orderNumber} was changed by someone else a moment ago. The board now shows it as it is: check it and try again.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(readsBefore()).toBeGreaterThan(before));
    const confirmed = (await screen.findByRole('heading', { level: 2, name: /^Confirmed/ })).closest(
      'section',
    );
    await waitFor(() =>
      expect(confirmed).toContainElement(
        screen.getByRole('heading', { level: 3, name: `Order ${order.orderNumber}` }),
      ),
    );
  });

  it('cancels only after showing exactly what goes back, with the reason, that figure and the version', async () => {
    const user = userEvent.setup();
    const order = boardOrder('preparing', {
      moves: ['ready', 'cancelled'],
      version: 4,
      bill: { state: 'partially_paid', total: 14500, paid: 7250, remaining: 7250, refunded: 0, tipsPaid: 0 },
    });
    const server = openBoard(
      'owner',
      () => [order],
      ({ method, path }) => {
        if (method === 'GET' && path === `/api/staff/orders/${order.id}/cancellation`)
          return {
            status: 200,
            body: {
              data: {
                order: { id: order.id, orderNumber: order.orderNumber, status: 'preparing', version: 4 },
                refund: { amount: 7250, shares: 1, creditNotes: 1, byHand: 0 },
                paymentsInProgress: 1,
              },
            },
          };
        if (method === 'POST' && path === `/api/staff/orders/${order.id}/cancel`)
          return {
            status: 200,
            body: { data: { order: {}, refund: { amount: 7250, shares: 1, creditNotes: 1, byHand: 0 } } },
          };
        return undefined;
      },
    );
    await user.click(
      (await cardOf(order.orderNumber)).getByRole('button', { name: `Cancel order ${order.orderNumber}` }),
    );
    const dialog = within(screen.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` }));
    expect(await dialog.findByText('SAR 72.50')).toBeInTheDocument();
    expect(dialog.getByText('1 paid share goes back to where it was paid.')).toBeInTheDocument();
    expect(dialog.getByText('1 credit note is issued for the invoice.')).toBeInTheDocument();
    expect(dialog.getByText(/A diner is paying by card right now/)).toBeInTheDocument();

    // The reason is required: nothing is sent without one.
    await user.click(dialog.getByRole('button', { name: 'Cancel and refund SAR 72.50' }));
    expect(dialog.getByLabelText(/Reason for cancelling/)).toHaveAccessibleDescription(
      /Write why the order is cancelled/,
    );
    expect(server.changes()).toHaveLength(0);

    await user.type(dialog.getByLabelText(/Reason for cancelling/), 'The diner left');
    await user.click(dialog.getByRole('button', { name: 'Cancel and refund SAR 72.50' }));
    expect(
      await screen.findByText(`Order ${order.orderNumber} cancelled: SAR 72.50 goes back to the diners`),
    ).toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        `/api/staff/orders/${order.id}/cancel`,
        { reason: 'The diner left', expectedRefund: 7250, version: 4 },
      ],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the cancel button usable while an event reads the preview again', async () => {
    // On a busy floor an event arrives every few seconds; the button went grey for each re-read and a tap
    // at that moment did nothing (an end-to-end journey lost its click this way).
    const user = userEvent.setup();
    const order = boardOrder('preparing', {
      moves: ['ready', 'cancelled'],
      version: 3,
      bill: { state: 'partially_paid', total: 14500, paid: 1000, remaining: 13500, refunded: 0, tipsPaid: 0 },
    });
    const preview = {
      status: 200,
      body: {
        data: {
          order: { id: order.id, orderNumber: order.orderNumber, status: 'preparing', version: 3 },
          refund: { amount: 1000, shares: 1, creditNotes: 1, byHand: 0 },
          paymentsInProgress: 0,
        },
      },
    };
    let previewReads = 0;
    let answerHeldRead: (answer: typeof preview) => void = () => undefined;
    const server = openBoard(
      'manager',
      () => [order],
      ({ method, path }) => {
        if (method === 'GET' && path.endsWith('/cancellation')) {
          previewReads += 1;
          if (previewReads === 1) return preview;
          return new Promise((resolve) => {
            answerHeldRead = resolve;
          });
        }
        if (method === 'POST' && path.endsWith('/cancel'))
          return { status: 200, body: { data: { order: {}, refund: preview.body.data.refund } } };
        return undefined;
      },
    );
    const source = await stream();
    await user.click(
      (await cardOf(order.orderNumber)).getByRole('button', { name: `Cancel order ${order.orderNumber}` }),
    );
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText('SAR 10.00')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Reason for cancelling/), 'The guest left');

    act(() => source.emit('order.updated', { type: 'order.updated', restaurantId: 1, tableNumber: 4 }));
    await waitFor(() => expect(previewReads).toBe(2));
    const confirm = dialog.getByRole('button', { name: 'Cancel and refund SAR 10.00' });
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(server.changes().map((r) => r.body)).toEqual([
        { reason: 'The guest left', expectedRefund: 1000, version: 3 },
      ]),
    );
    act(() => answerHeldRead(preview));
  });

  it('says when nothing was paid, and when the refund changed shows the new figure and sends only that', async () => {
    const user = userEvent.setup();
    const order = boardOrder('pending', { moves: ['confirmed', 'cancelled'], version: 2 });
    let cancels = 0;
    const server = openBoard(
      'manager',
      () => [order],
      ({ method, path }) => {
        if (method === 'GET' && path.endsWith('/cancellation'))
          return {
            status: 200,
            body: {
              data: {
                order: { id: order.id, orderNumber: order.orderNumber, status: 'pending', version: 2 },
                refund: { amount: 0, shares: 0, creditNotes: 0, byHand: 0 },
                paymentsInProgress: 0,
              },
            },
          };
        if (method === 'POST' && path.endsWith('/cancel')) {
          cancels += 1;
          if (cancels === 1)
            return {
              status: 409,
              body: {
                error: {
                  code: 'REFUND_CHANGED',
                  message: 'The refund changed in the meantime.',
                  params: { amount: '50.00', amountHalalas: 5000, shares: 1, creditNotes: 1, byHand: 0 },
                },
              },
            };
          return {
            status: 200,
            body: { data: { order: {}, refund: { amount: 5000, shares: 1, creditNotes: 1, byHand: 0 } } },
          };
        }
        return undefined;
      },
    );
    await user.click(
      (await cardOf(order.orderNumber)).getByRole('button', { name: `Cancel order ${order.orderNumber}` }),
    );
    const dialog = within(screen.getByRole('dialog'));
    expect(
      await dialog.findByText('Nothing was paid for this order, so nothing is refunded.'),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Reason for cancelling/), 'Duplicate order');
    await user.click(dialog.getByRole('button', { name: 'Cancel the order' }));

    expect(await dialog.findByText('SAR 50.00')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(/The refund changed while this was open/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel and refund SAR 50.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.changes().map((r) => r.body)).toEqual([
      { reason: 'Duplicate order', expectedRefund: 0, version: 2 },
      { reason: 'Duplicate order', expectedRefund: 5000, version: 2 },
    ]);
  });

  it('offers a waiter the moves they may make and never Cancel', async () => {
    const order = boardOrder('pending', { moves: ['confirmed'] });
    openBoard('waiter', () => [order]);
    const card = await cardOf(order.orderNumber);
    expect(card.getByRole('button', { name: `Confirm: order ${order.orderNumber}` })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('says so when there are no orders yet, and offers a retry when the board cannot be read', async () => {
    let fail = true;
    signInAs();
    staffServer({
      me: staffUser('manager'),
      handle: ({ path }) => {
        if (path !== '/api/staff/orders/board') return undefined;
        return fail ? error(503, 'SERVICE_UNAVAILABLE', 'The service is busy.') : boardOf([]);
      },
    });
    renderApp('/dashboard/orders');
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet today')).toBeInTheDocument();
  });
});
