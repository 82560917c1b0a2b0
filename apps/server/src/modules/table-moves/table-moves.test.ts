import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { signInTeam } from '../orders/testing/live-service';
import { loginAs } from '../orders/testing/requests';
import { createTableServiceApp, type TableServiceApp } from '../payments/at-restaurant/testing';
import { payShare } from '../payments/testing/cancel-fixtures';
import { payRequest } from '../payments/testing/payment-fixtures';
import {
  addTables,
  followReq,
  mergeReq,
  moveReq,
  orderAt,
  payTableShare,
  publicBill,
  splitBackReq,
  staffPost,
} from './testing';

/** Issue 29 item 4: moving a table's party to a free table, merging two bills, splitting them back. */
describe('moving and merging tables', () => {
  let t: TableServiceApp;
  let hash: Map<number, string>;
  const h = (n: number) => hash.get(n) ?? '';
  beforeAll(async () => {
    t = await createTableServiceApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.clearTable();
    await t.db.updateTable('waiterCalls').set({ status: 'resolved' }).execute();
    await t.db
      .updateTable('payments')
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where('status', '=', 'pending')
      .execute();
    hash = await addTables(t);
    t.published.length = 0;
  });

  const tile = async (n: number) => (await t.tiles()).find((x) => x.number === n);
  const callWaiter = async (n: number) => {
    await t.db
      .updateTable('waiterCalls')
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${t.fixture.restaurantId}/tables/${n}/waiter-calls`,
      payload: { hash: h(n), reason: 'The bill, please' },
    });
    expect(res.statusCode).toBe(201);
  };

  it('moves the orders, calls and money of table 5 to table 9; the phones follow; a new scan of 5 is a fresh table', async () => {
    const seated = new Date();
    const order = await orderAt(t, 5, h(5));
    await callWaiter(5);
    await payShare(t, order.id, { hash: h(5), mode: 'custom', customAmount: '20.00' });
    const before = await tile(5);
    t.published.length = 0;
    const res = await moveReq(t, 5, 9);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toEqual({ fromTable: 5, toTable: 9, orders: 1, waiterCalls: 1 });
    // The bill is the same bill, on table 9: nothing paid is lost, nothing owed is added.
    expect(await tile(9)).toMatchObject({
      orderCount: 1,
      bill: before?.bill,
      waiterCalls: [{ reason: 'The bill, please' }],
    });
    expect(await tile(5)).toMatchObject({ state: 'free', orderCount: 0, waiterCalls: [] });
    const bill9 = (await publicBill(t, 9, h(9))).json().data.bill;
    expect(bill9).toMatchObject({ totalAmount: 8600, paidAmount: 2000, remainingAmount: 6600 });
    expect((await publicBill(t, 5, h(5))).json().data.bill.orders).toEqual([]);
    // A phone seated at 5 before the move follows to 9 (with 9's QR proof); one scanned after it does not.
    const follow = await followReq(t, 5, h(5), seated);
    expect(follow.statusCode).toBe(200);
    expect(follow.json().data.follow).toEqual({ kind: 'moved', tableNumber: 9, hash: h(9) });
    expect((await followReq(t, 5, h(5), new Date(Date.now() + 1000))).json().data.follow).toBeNull();
    // A wrong hash opens nothing.
    expect((await followReq(t, 5, h(9), seated)).statusCode).toBe(403);
    // Both tables' phones and the staff hear it; the audit log says who moved what.
    expect(t.published.map((e) => [e.type, e.tableNumber, e.orderId ?? e.data])).toEqual([
      ['table.moved', 5, { fromTable: 5, toTable: 9 }],
      ['table.moved', 9, { fromTable: 5, toTable: 9 }],
      // The kitchen, the board and the order's own screen read it again: it is table 9's now.
      ['order.updated', 9, order.id],
    ]);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subject', 'details'])
      .where('action', '=', 'table.moved')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      subject: 'table:5',
      details: { table: 5, to: 9, orders: [order.orderNumber] },
    });
    // The diners at 9 pay the rest on 9; table 9 then closes.
    expect((await t.record({ amount: 6600, expectedRemaining: 6600 }, { n: 9 })).statusCode).toBe(201);
    expect((await t.closeTable(9)).statusCode).toBe(200);
  });

  it('follows a party through two moves, even a phone that heard neither', async () => {
    const seated = new Date();
    await orderAt(t, 5, h(5), true);
    expect((await moveReq(t, 5, 7)).statusCode).toBe(200);
    expect((await moveReq(t, 7, 9)).statusCode).toBe(200);
    expect((await followReq(t, 5, h(5), seated)).json().data.follow).toEqual({
      kind: 'moved',
      tableNumber: 9,
      hash: h(9),
    });
  });

  it('carries a split in progress along, and the table 9 phones read the orders with 9’s proof', async () => {
    const order = await orderAt(t, 5, h(5));
    const split = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${t.fixture.restaurantId}/pending-payments`,
      payload: { kind: 'split', orderId: order.id, hash: h(5), split: { type: 'evenly', totalPeople: 2 } },
    });
    expect(split.statusCode).toBe(201);
    expect(await tile(5)).toMatchObject({ pendingSplitCount: 1 });
    expect((await moveReq(t, 5, 9)).statusCode).toBe(200);
    expect(await tile(9)).toMatchObject({ pendingSplitCount: 1, orderCount: 1 });
    expect(await tile(5)).toMatchObject({ pendingSplitCount: 0 });
    const orders = (hash: string, n: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/restaurants/${t.fixture.restaurantId}/tables/${n}/orders?hash=${encodeURIComponent(hash)}`,
      });
    const ids = async (hash: string, n: number) =>
      (await orders(hash, n)).json().data.orders.map((o: { id: string }) => o.id);
    expect(await ids(h(9), 9)).toContain(order.id);
    expect(await ids(h(5), 5)).not.toContain(order.id);
  });

  it('joins a third table into a joined bill: 5 + 7 + 9', async () => {
    await orderAt(t, 5, h(5), true);
    await orderAt(t, 7, h(7), true);
    await orderAt(t, 9, h(9), true);
    expect((await mergeReq(t, 5, 7)).statusCode).toBe(200);
    expect((await mergeReq(t, 5, 9)).statusCode).toBe(200);
    const merges = await t.app.inject({ method: 'GET', url: '/api/staff/table-merges', headers: t.auth });
    expect(merges.json().data.merges).toEqual([{ table: 5, mergedTables: [7, 9] }]);
    expect(await tile(5)).toMatchObject({ orderCount: 3, bill: { total: 3600, remaining: 3600 } });
    // A table merged into another does not take others in.
    expect((await mergeReq(t, 7, 5)).json().error.code).toBe('TABLE_MERGED');
    expect((await splitBackReq(t, 5, 9)).statusCode).toBe(200);
    expect(await tile(9)).toMatchObject({ orderCount: 1, bill: { total: 1200 } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/table-merges', headers: t.auth })).json().data
        .merges,
    ).toEqual([{ table: 5, mergedTables: [7] }]);
  });

  it('refuses a move to a taken, maintenance, unknown or the same table, or of an empty one, in the staff’s language', async () => {
    await orderAt(t, 5, h(5), true);
    await orderAt(t, 9, h(9), true);
    t.published.length = 0;
    const taken = await moveReq(t, 5, 9);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'TABLE_NOT_FREE', params: { table: 9 } });
    expect(taken.json().error.message).toBe(
      'Table 9 is taken: move to a free table, or merge the two bills instead.',
    );
    expect((await moveReq(t, 5, 2)).json().error.code).toBe('TABLE_MAINTENANCE');
    const unknown = await moveReq(t, 5, 99);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('TABLE_NOT_FOUND');
    expect((await moveReq(t, 5, 5)).json().error.code).toBe('TABLE_SAME');
    expect((await moveReq(t, 7, 1)).json().error.code).toBe('TABLE_NOTHING_TO_MOVE');
    expect((await staffPost(t, '/tables/5/move', { toTable: 'nine' })).json().error.code).toBe(
      'TABLE_NOT_FOUND',
    );
    expect(await tile(5)).toMatchObject({ orderCount: 1 });
    expect(t.published).toEqual([]);
  });

  it('refuses while a guest is on a card page for a share of the table, and moves once it is over', async () => {
    const order = await orderAt(t, 5, h(5));
    const page = await payRequest(t.app, order.id, {
      hash: h(5),
      paymentMethod: 'hosted_page',
      idempotencyKey: crypto.randomUUID(),
      mode: 'custom',
      customAmount: '10.00',
    });
    expect(page.statusCode).toBe(200);
    const refused = await moveReq(t, 5, 9);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'TABLE_CARD_PAGE_OPEN',
      message: 'A guest is paying on a card page; try again when it is finished.',
    });
    // A table-wide share on a card page refuses it too.
    const tableShare = await payTableShare(t, 5, h(5), '5.00', true);
    expect(tableShare.statusCode).toBe(200);
    expect((await moveReq(t, 5, 9)).json().error.code).toBe('TABLE_CARD_PAGE_OPEN');
    // The pages expired (their reservations lapsed): the move goes through.
    await t.db
      .updateTable('payments')
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where('status', '=', 'pending')
      .execute();
    expect((await moveReq(t, 5, 9)).statusCode).toBe(200);
  });

  it('merges table 7’s bill into table 5’s: one bill, payable as one; table 7’s phones see it; splits back', async () => {
    const seated = new Date();
    const five = await orderAt(t, 5, h(5)); // 86.00
    const seven = await orderAt(t, 7, h(7), true); // 12.00
    await callWaiter(7);
    t.published.length = 0;
    const merged = await mergeReq(t, 5, 7);
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.result).toEqual({ fromTable: 7, toTable: 5, orders: 1, waiterCalls: 1 });
    const bill = (await publicBill(t, 5, h(5))).json().data.bill;
    expect(bill).toMatchObject({ totalAmount: 9800, remainingAmount: 9800 });
    expect(bill.orders.map((o: { id: string }) => o.id)).toEqual([five.id, seven.id]);
    expect((await followReq(t, 7, h(7), seated)).json().data.follow).toEqual({
      kind: 'merged',
      tableNumber: 5,
      hash: h(5),
    });
    const merges = await t.app.inject({ method: 'GET', url: '/api/staff/table-merges', headers: t.auth });
    expect(merges.json().data.merges).toEqual([{ table: 5, mergedTables: [7] }]);
    expect(t.published.map((e) => [e.type, e.tableNumber, e.orderId])).toEqual([
      ['table.merged', 7, undefined],
      ['table.merged', 5, undefined],
      ['order.updated', 5, seven.id],
    ]);
    // A table in a merge is neither moved nor merged elsewhere until split back.
    expect((await moveReq(t, 5, 9)).json().error).toMatchObject({
      code: 'TABLE_MERGED',
      params: { table: 5 },
    });
    await orderAt(t, 9, h(9), true);
    expect((await mergeReq(t, 9, 5)).json().error.code).toBe('TABLE_MERGED');
    // Table 7's guest pays their own order directly: it stays with their order when split back.
    await payShare(t, seven.id, { hash: h(5), mode: 'custom', customAmount: '12.00' });
    t.published.length = 0;
    const back = await splitBackReq(t, 5, 7);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.result).toEqual({ fromTable: 5, toTable: 7, orders: 1, waiterCalls: 1 });
    expect(await tile(5)).toMatchObject({ orderCount: 1, bill: { total: 8600, paid: 0, remaining: 8600 } });
    expect(await tile(7)).toMatchObject({ orderCount: 1, bill: { total: 1200, paid: 1200, remaining: 0 } });
    expect((await followReq(t, 7, h(7), seated)).json().data.follow).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/table-merges', headers: t.auth })).json().data
        .merges,
    ).toEqual([]);
    expect(t.published.map((e) => [e.type, e.tableNumber, e.orderId])).toEqual([
      ['table.unmerged', 5, undefined],
      ['table.unmerged', 7, undefined],
      ['order.updated', 7, seven.id],
    ]);
    const actions = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subject'])
      .where('action', 'in', ['table.merged', 'table.unmerged'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(actions).toEqual([
      { action: 'table.unmerged', subject: 'table:5' },
      { action: 'table.merged', subject: 'table:5' },
    ]);
    expect((await splitBackReq(t, 5, 7)).json().error.code).toBe('TABLE_NOT_MERGED');
  });

  it('keeps the joined bill joined once a table-wide share paid for both tables’ food', async () => {
    await orderAt(t, 5, h(5), true); // 12.00
    await orderAt(t, 7, h(7), true); // 12.00
    expect((await mergeReq(t, 5, 7)).statusCode).toBe(200);
    // 20.00 on the joined bill: 12.00 of table 5's order, 8.00 of table 7's (oldest first).
    expect((await payTableShare(t, 5, h(5), '20.00')).statusCode).toBe(200);
    const refused = await splitBackReq(t, 5, 7);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TABLE_MERGE_PAID');
    expect(await tile(5)).toMatchObject({ orderCount: 2, bill: { total: 2400, paid: 2000, remaining: 400 } });
    expect(await tile(7)).toMatchObject({ orderCount: 0 });
  });

  it('refuses a merge with a free table, and a split back while a card page is open', async () => {
    await orderAt(t, 5, h(5), true);
    expect((await mergeReq(t, 5, 9)).json().error.code).toBe('TABLE_NOT_OCCUPIED');
    const seven = await orderAt(t, 7, h(7), true);
    expect((await mergeReq(t, 5, 7)).statusCode).toBe(200);
    const page = await payRequest(t.app, seven.id, {
      hash: h(5),
      paymentMethod: 'hosted_page',
      idempotencyKey: crypto.randomUUID(),
      mode: 'custom',
      customAmount: '1.00',
    });
    expect(page.statusCode).toBe(200);
    expect((await splitBackReq(t, 5, 7)).json().error.code).toBe('TABLE_CARD_PAGE_OPEN');
  });

  it('is for the floor staff of the restaurant only', async () => {
    const team = await signInTeam(t);
    await orderAt(t, 5, h(5), true);
    const kitchen = await moveReq(t, 5, 9, team.kitchen);
    expect(kitchen.statusCode).toBe(403);
    expect((await moveReq(t, 5, 7, team.waiter)).statusCode).toBe(200);
    expect((await moveReq(t, 7, 9, team.manager)).statusCode).toBe(200);
    // Another restaurant's owner: our tables are not theirs (404), and nothing moves.
    const other = await loginAs(t.app, t.fixture.other.owner, STAFF_PASSWORD);
    const foreign = await moveReq(t, 9, 5, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('TABLE_NOT_FOUND');
    expect((await mergeReq(t, 9, 5, other)).statusCode).toBe(404);
    expect(await tile(9)).toMatchObject({ orderCount: 1 });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/staff/tables/9/move',
      payload: { toTable: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
