import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';
import {
  boardOf,
  boardOrder,
  cardOf,
  column,
  openBoard,
  SERVER_NOW,
  stream,
} from './orders-board.test-support';

// The orders board (/dashboard/orders) against the API's shapes: columns and what a card tells, the live
// stream (a new order shown once, the catch-up read at each reconnection), moves with the version and a 409
// explained. Cancelling is cancel-dialog.test.tsx.

fakeStreamsForEachTest();

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
