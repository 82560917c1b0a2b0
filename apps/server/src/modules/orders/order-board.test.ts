import type { BoardOrder, BoardResponse } from '@sufra/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payShare } from '../payments/testing/cancel-fixtures';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  placeTestOrder,
} from '../payments/testing/payment-fixtures';
import { signInTeam, staffCall } from './testing/live-service';
import {
  line,
  placeOrderRequest,
  placeWithProof,
  proofHeader,
  tableOrder,
  takeawayOrder,
} from './testing/requests';

/**
 * Issue 11 item 2: the orders board in one read: today's orders of the restaurant (its day in Riyadh) and
 * the open ones from before, each with what its card shows and the bill computed by the server.
 */
describe('the orders board', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Earlier tests' orders become closed ones of an earlier day: off the board.
    await t.db
      .updateTable('orders')
      .set({ status: 'completed', createdAt: sql<Date>`now() - interval '2 days'` })
      .execute();
  });

  const board = async (token = tokens.waiter) => {
    const res = await staffCall(t.app, token, 'GET', '/orders/board');
    expect(res.status, res.text).toBe(200);
    return res.body.data as BoardResponse['data'];
  };
  const card = async (id: string, token?: string) =>
    (await board(token)).orders.find((o) => o.id === id) as BoardOrder;

  it('shows each order as its card needs: table or takeaway, time, status, lines with options, notes, version', async () => {
    const table = await placeWithProof(
      t.app,
      t.fixture,
      tableOrder(
        t.fixture,
        [
          line(t.fixture.items.burger, [t.fixture.options.large], 2, 'well done'),
          line(t.fixture.items.juice),
        ],
        { notes: 'Birthday' },
      ),
    );
    const takeaway = await placeWithProof(
      t.app,
      t.fixture,
      takeawayOrder(t.fixture, [line(t.fixture.items.juice)]),
    );
    const { orders, day, serverTime } = await board();
    expect(orders.map((o) => o.id)).toEqual([table.order.id, takeaway.order.id]);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(serverTime)).toBeGreaterThan(0);
    const [first, second] = orders as [BoardOrder, BoardOrder];
    expect(first).toMatchObject({
      orderNumber: table.order.orderNumber,
      orderType: 'table',
      tableNumber: 1,
      status: 'pending',
      version: 1,
      notes: 'Birthday',
      itemCount: 3,
      readyAt: null,
      cancelReason: null,
      bill: {
        state: 'unpaid',
        total: table.order.total,
        paid: 0,
        remaining: table.order.total,
        refunded: 0,
        tipsPaid: 0,
      },
    });
    expect(first.items[0]).toMatchObject({
      index: 0,
      name: 'Burger',
      quantity: 2,
      specialInstructions: 'well done',
      batch: 0,
      bumpedAt: null,
      options: [expect.objectContaining({ name: 'Large', groupName: 'Size' })],
    });
    expect(Date.parse(first.createdAt)).toBeLessThanOrEqual(Date.parse(serverTime));
    expect(second).toMatchObject({ orderType: 'takeaway', tableNumber: null });
  });

  it('computes the bill: partially paid with what remains, paid, tips on top', async () => {
    const order = await placeTestOrder(t.app, t.fixture); // 86.00
    await payShare(t, order.id, { mode: 'custom', customAmount: '30', tip: { kind: 'custom', amount: '3' } });
    expect((await card(order.id)).bill).toEqual({
      state: 'partially_paid',
      total: 8600,
      paid: 3000,
      remaining: 5600,
      refunded: 0,
      tipsPaid: 300,
    });
    await payShare(t, order.id, { mode: 'remaining' });
    expect((await card(order.id)).bill).toMatchObject({ state: 'paid', paid: 8600, remaining: 0 });
  });

  it('offers each person the moves they may make, and a move carries the version', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    expect((await card(order.id, tokens.owner)).moves).toEqual(['confirmed', 'cancelled']);
    expect((await card(order.id, tokens.waiter)).moves).toEqual(['confirmed']);
    expect((await card(order.id, tokens.kitchen)).moves).toEqual([]);
    const { version } = await card(order.id);
    const moved = await staffCall(t.app, tokens.waiter, 'PATCH', `/orders/${order.id}/status`, {
      status: 'confirmed',
      version,
    });
    expect(moved.status, moved.text).toBe(200);
    // A second screen moving the same card from what it showed: refused, not applied twice.
    const stale = await staffCall(t.app, tokens.owner, 'PATCH', `/orders/${order.id}/status`, {
      status: 'cancelled',
      version,
    });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'CONFLICT']);
    expect(await card(order.id, tokens.kitchen)).toMatchObject({
      status: 'confirmed',
      version: version + 1,
      moves: ['preparing'],
    });
  });

  it('shows today’s orders and yesterday’s still open, never yesterday’s closed ones nor another restaurant’s', async () => {
    const open = await placeTestOrder(t.app, t.fixture);
    const closed = await placeTestOrder(t.app, t.fixture);
    const today = await placeTestOrder(t.app, t.fixture);
    await t.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('publicId', 'in', [closed.id, today.id])
      .execute();
    await t.db
      .updateTable('orders')
      .set({ createdAt: sql<Date>`now() - interval '1 day'` })
      .where('publicId', 'in', [open.id, closed.id])
      .execute();
    const theirs = await placeOrderRequest(t.app, t.fixture.other.restaurantId, {
      orderType: 'table',
      tableNumber: 1,
      tableHash: t.fixture.other.tableHash,
      items: [line(t.fixture.other.item)],
    });
    expect(theirs.statusCode).toBe(201);
    expect((await board()).orders.map((o) => o.id)).toEqual([open.id, today.id]);
  });

  it('shows an add-on’s lines with their batch and time', async () => {
    const { order, proof } = await placeWithProof(
      t.app,
      t.fixture,
      tableOrder(t.fixture, [line(t.fixture.items.juice)]),
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/public/orders/${order.id}/items`,
      headers: proofHeader(proof),
      payload: { items: [line(t.fixture.items.juice, [], 3)] },
    });
    const items = (await card(order.id)).items;
    expect(items.map((i) => [i.index, i.batch, i.quantity])).toEqual([
      [0, 0, 1],
      [1, 1, 3],
    ]);
    expect(Date.parse(items[1]?.addedAt ?? '')).toBeGreaterThan(Date.parse(items[0]?.addedAt ?? ''));
  });
});
