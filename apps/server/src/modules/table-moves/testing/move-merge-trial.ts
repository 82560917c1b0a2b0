// Idempotency keys and QR hashes stay random: they are identities (unique in the database), not choices.
import { randomUUID } from 'node:crypto';
import { isAppError } from '@sufra/domain';
import { expect } from 'vitest';
import { getStaffTable } from '../../../flows/table-map.flow';
import { newQrHash } from '../../../platform/crypto/qr-hash';
import { voidLineNow } from '../../line-adjustments';
import {
  type PaymentsTestApp,
  payRequest,
  VISA_OK,
  verifyRequest,
} from '../../payments/testing/payment-fixtures';
import { type Rng, seededRandom, substream } from '../../payments/testing/seeded-random';
import { OPEN_ORDER_STATUSES } from '../../tables';
import { mergeTable, splitBackTable } from '../merge-table.service';
import { moveTable } from '../move-table.service';

type TrialTable = { id: number; number: number; hash: string };
type TrialOrder = { id: number; publicId: string; lines: number[] };

async function insertTable(t: PaymentsTestApp, number: number): Promise<TrialTable> {
  const hash = newQrHash();
  const row = await t.db
    .insertInto('tables')
    .values({ restaurantId: t.fixture.restaurantId, number, hash, capacity: 50 })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  return { ...row, hash };
}

/** A small VAT-inclusive order of 1–3 single lines written straight to the tables. */
async function insertOrder(t: PaymentsTestApp, rng: Rng, orderNumber: number, table: TrialTable) {
  const prices = Array.from({ length: rng.int(1, 3) }, () => rng.int(100, 5000));
  const total = prices.reduce((a, b) => a + b, 0);
  const order = await t.db
    .insertInto('orders')
    .values({
      restaurantId: t.fixture.restaurantId,
      orderNumber,
      type: 'table',
      tableId: table.id,
      subtotalHalalas: total,
      taxHalalas: Math.round((total * 15) / 115),
      totalHalalas: total,
    })
    .returning(['id', 'publicId'])
    .executeTakeFirstOrThrow();
  const lines = await t.db
    .insertInto('orderItems')
    .values(
      prices.map((p) => ({
        orderId: order.id,
        name: 'Dish',
        nameAr: 'طبق',
        unitPriceHalalas: p,
        quantity: 1,
        lineTotalHalalas: p,
      })),
    )
    .returning('id')
    .execute();
  return { ...order, lines: lines.map((l) => l.id) };
}

/** A refusal is a 4xx AppError; anything else (a deadlock, a 500) fails the trial. */
async function refusedOrDone(work: Promise<unknown>): Promise<boolean> {
  try {
    await work;
    return true;
  } catch (error) {
    if (isAppError(error) && error.status < 500) return false;
    throw error;
  }
}

/** A diner pays: the table's bill or one order, on a card page settled in a moment, lapsed, or at once. */
async function payer(t: PaymentsTestApp, rng: Rng, tables: TrialTable[], orders: TrialOrder[]) {
  await new Promise((resolve) => setTimeout(resolve, rng.int(0, 30)));
  const table = rng.pick(tables);
  const atOnce = rng.chance(0.4);
  const body = {
    hash: table.hash,
    idempotencyKey: randomUUID(),
    ...(rng.chance(0.5)
      ? { mode: 'remaining' }
      : { mode: 'custom', customAmount: (rng.int(1, 20) / 1).toFixed(2) }),
    ...(atOnce
      ? { paymentMethod: 'card_payment', token: 'tok_sandbox_paid' }
      : { paymentMethod: 'hosted_page' }),
  };
  const res = rng.chance(0.5)
    ? await t.app.inject({
        method: 'POST',
        url: `/api/public/restaurants/${t.fixture.restaurantId}/tables/${table.number}/bill/payment`,
        payload: body,
      })
    : await payRequest(t.app, rng.pick(orders).publicId, body);
  if (res.statusCode !== 200) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    return;
  }
  const payment = res.json().data.payment as { id: string; status: string };
  if (payment.status !== 'pending') return;
  if (rng.chance(0.3)) {
    // The guest walks away: the card page's reservation lapses.
    await t.db
      .updateTable('payments')
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where((eb) =>
        eb.or([
          eb('publicId', '=', payment.id),
          eb(
            'parentPaymentId',
            '=',
            eb.selectFrom('payments').select('id').where('publicId', '=', payment.id),
          ),
        ]),
      )
      .execute();
    return;
  }
  await new Promise((resolve) => setTimeout(resolve, rng.int(2, 25)));
  const row = await t.db
    .selectFrom('payments')
    .select('gatewayPaymentId')
    .where('publicId', '=', payment.id)
    .executeTakeFirstOrThrow();
  await t.gateway.submitCard(row.gatewayPaymentId as string, VISA_OK);
  const verified = await verifyRequest(t.app, payment.id);
  expect(verified.statusCode, verified.body).toBe(200);
}

/** Floor staff: moves to the free table, merges, splits back, voids a line: each may be refused. */
async function floor(
  t: PaymentsTestApp,
  rng: Rng,
  staff: { id: number; restaurantId: number },
  tables: TrialTable[],
  orders: TrialOrder[],
  done: Record<'move' | 'merge' | 'split' | 'void', number>,
) {
  await new Promise((resolve) => setTimeout(resolve, rng.int(0, 30)));
  const ctx = { db: t.db, events: t.events };
  const [a, b] = [rng.pick(tables), rng.pick(tables)];
  if (!a || !b) return;
  const action = rng.pick(['move', 'move', 'merge', 'split', 'void'] as const);
  let ok = false;
  if (action === 'move') ok = await refusedOrDone(moveTable(ctx, staff, a.number, b.number));
  else if (action === 'merge') ok = await refusedOrDone(mergeTable(ctx, staff, a.number, b.number));
  else if (action === 'split') {
    // A merge, then (a moment later, other actors in between) its split back.
    await refusedOrDone(mergeTable(ctx, staff, a.number, b.number));
    await new Promise((resolve) => setTimeout(resolve, rng.int(0, 15)));
    ok = await refusedOrDone(splitBackTable(ctx, staff, a.number, b.number));
  } else {
    const order = rng.pick(orders);
    const line = rng.pick(order.lines);
    if (line !== undefined)
      ok = await refusedOrDone(
        voidLineNow(t.db, {
          restaurantId: staff.restaurantId,
          orderItemId: line,
          quantity: 1,
          staffId: staff.id,
        }),
      );
  }
  if (ok) done[action]++;
}

/**
 * One trial: three tables of its own (two with orders, one free), diners paying (the table's bill or an
 * order; at once, or on a card page that is finished or lapses) while floor staff move, merge, split back
 * and void at the same moment. Then the money is checked, per order and per table.
 */
export async function moveMergeTrial(
  t: PaymentsTestApp,
  staff: { id: number; restaurantId: number },
  k: number,
  seed: number,
) {
  const rng = seededRandom(seed);
  const base = 10_000 + k * 3;
  const tables = [await insertTable(t, base), await insertTable(t, base + 1), await insertTable(t, base + 2)];
  const orders: TrialOrder[] = [];
  for (let i = 0; i < rng.int(1, 2); i++)
    orders.push(await insertOrder(t, rng, base * 10 + i, tables[0] as TrialTable));
  if (rng.chance(0.8)) orders.push(await insertOrder(t, rng, base * 10 + 5, tables[1] as TrialTable));
  const done = { move: 0, merge: 0, split: 0, void: 0 };
  const actors = [
    ...Array.from({ length: rng.int(1, 4) }, (_, n) => payer(t, substream(seed, n), tables, orders)),
    ...Array.from({ length: rng.int(2, 4) }, (_, n) =>
      floor(t, substream(seed, 10 + n), staff, tables, orders, done),
    ),
  ];
  await Promise.all(actors);
  await checkMoney(t, staff.restaurantId, tables, orders);
  return done;
}

async function checkMoney(
  t: PaymentsTestApp,
  restaurantId: number,
  tables: TrialTable[],
  orders: TrialOrder[],
) {
  const tableIds = tables.map((x) => x.id);
  const rows = await t.db
    .selectFrom('orders')
    .select(['id', 'tableId', 'status', 'totalHalalas'])
    .where(
      'id',
      'in',
      orders.map((o) => o.id),
    )
    .execute();
  // Nothing lost: every order is still on one of the trial's tables.
  expect(rows).toHaveLength(orders.length);
  for (const r of rows) expect(tableIds).toContain(r.tableId);
  const payments = await t.db
    .selectFrom('payments')
    .select(['id', 'orderId', 'idempotencyKey', 'amountHalalas', 'status', 'parentPaymentId', 'tableId'])
    .where((eb) =>
      eb.or([
        eb(
          'orderId',
          'in',
          orders.map((o) => o.id),
        ),
        eb('tableId', 'in', tableIds),
      ]),
    )
    .execute();
  const settled = (orderId: number) =>
    payments
      .filter((p) => p.orderId === orderId && (p.status === 'completed' || p.status === 'authorized'))
      .reduce((n, p) => n + p.amountHalalas, 0);
  // Never over-charged: what counts toward an order never passes its bill (after any void).
  for (const r of rows) expect(settled(r.id)).toBeLessThanOrEqual(r.totalHalalas);
  // Nobody charged twice: one gateway payment per idempotency key.
  for (const p of payments) expect(t.gatewayCalls.get(p.idempotencyKey)?.size ?? 0).toBeLessThanOrEqual(1);
  // A table payment is exactly the sum of its parts, whichever table it now belongs to.
  for (const parent of payments.filter((p) => p.tableId !== null && p.parentPaymentId === null)) {
    const parts = payments.filter((p) => p.parentPaymentId === parent.id);
    expect(parts.reduce((n, p) => n + p.amountHalalas, 0)).toBe(parent.amountHalalas);
  }
  // The staff's bills of the three tables: paid + remaining = the bill, and together they are the orders'.
  const open = rows.filter((r) => OPEN_ORDER_STATUSES.includes(r.status));
  let total = 0;
  let paid = 0;
  for (const table of tables) {
    const tile = await getStaffTable(t.db, restaurantId, table.number);
    expect(tile.bill.paid + tile.bill.remaining).toBe(tile.bill.total);
    const own = open.filter((r) => r.tableId === table.id);
    expect(tile.orders.map((o) => o.id).sort()).toEqual(
      orders
        .filter((o) => own.some((r) => r.id === o.id))
        .map((o) => o.publicId)
        .sort(),
    );
    total += tile.bill.total;
    paid += tile.bill.paid;
  }
  expect(total).toBe(open.reduce((n, r) => n + r.totalHalalas, 0));
  expect(paid).toBe(open.reduce((n, r) => n + settled(r.id), 0));
  // A merge not split back holds its brought orders on the joined table.
  const merges = await t.db
    .selectFrom('tableMoves')
    .select(['kind', 'toTableId', 'orderIds', 'splitAt'])
    .where('fromTableId', 'in', tableIds)
    .execute();
  const live = merges.filter((m) => m.kind === 'merge' && m.splitAt === null);
  for (const m of live)
    for (const id of m.orderIds) {
      const r = open.find((o) => o.id === id);
      if (r) expect(r.tableId).toBe(m.toTableId);
    }
}
