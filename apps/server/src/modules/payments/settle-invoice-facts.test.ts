import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../../test/helpers';
import {
  createPaymentsTestApp,
  gatewayIdOf,
  type PaymentsTestApp,
  payBody,
  payRequest,
  placeTestOrder,
  VISA_OK,
  verifyRequest,
} from './testing/payment-fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The settling of a card payment reads its invoice's facts (the order's lines and totals) in the statement
 * that takes the order's lock, so they can be older than the lock: they are read as the statement began,
 * and the lock may have been held meanwhile by a transaction that changed the order. Here it is: a line is
 * added under the order's lock while the capture waits for it. The invoice must list the line. On
 * PostgreSQL (SUFRA_TEST_DB=postgres) the capture really waits on the row lock; on PGlite it waits for the
 * other transaction as a whole, and reads after it.
 */
describe('an invoice issued after the order changed under its lock', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  /**
   * Until the capture's lock statement waits for the order's row lock (PostgreSQL: its text, cut at
   * track_activity_query_size, begins so), or a moment (PGlite).
   */
  async function captureWaits() {
    if (!usePostgres) return sleep(200);
    for (let i = 0; i < 200; i++) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND query LIKE 'select "o"."public_id", %'`.execute(t.db);
      if ((rows[0]?.n ?? 0) > 0) return;
      await sleep(25);
    }
    throw new Error('the capture never waited for the order lock');
  }

  it("lists the line added while the capture waited, in the paid share's proportion", async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    const pay = await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'remaining' }));
    const payment = pay.json().data.payment as { id: string; amount: number };
    const gatewayId = await gatewayIdOf(t.db, payment.id);
    const row = await t.db
      .selectFrom('orders')
      .select(['id', 'subtotalHalalas', 'taxHalalas', 'totalHalalas'])
      .where('publicId', '=', order.id)
      .executeTakeFirstOrThrow();

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A waiter adds a dessert to the order (as add-order-items does: under its lock, its version moved).
    const adding = t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('orders').select('id').where('id', '=', row.id).forUpdate().execute();
      locked();
      await held;
      await trx
        .insertInto('orderItems')
        .values({
          orderId: row.id,
          name: 'Kunafa',
          nameAr: 'كنافة',
          unitPriceHalalas: 2300,
          quantity: 1,
          lineTotalHalalas: 2300,
        })
        .execute();
      await trx
        .updateTable('orders')
        .set({
          subtotalHalalas: row.subtotalHalalas + 2000,
          taxHalalas: row.taxHalalas + 300,
          totalHalalas: row.totalHalalas + 2300,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', row.id)
        .execute();
    });
    await isLocked;
    // The diner's card goes through meanwhile; its settling queues behind the waiter's lock.
    const capture = t.gateway.submitCard(gatewayId, VISA_OK);
    await captureWaits();
    release();
    await adding;
    await capture;

    const paid = (await verifyRequest(t.app, payment.id)).json().data.payment;
    expect(paid.status).toBe('completed');
    const invoice = await t.db
      .selectFrom('invoices as i')
      .innerJoin('payments as p', 'p.id', 'i.paymentId')
      .select(['i.lines', 'i.totalHalalas'])
      .where('p.publicId', '=', payment.id)
      .executeTakeFirstOrThrow();
    const lines = (typeof invoice.lines === 'string' ? JSON.parse(invoice.lines) : invoice.lines) as {
      name: string;
    }[];
    // The share paid what the bill was before the dessert: now a part of the bill, over all its lines.
    expect(invoice.totalHalalas).toBe(payment.amount);
    expect(lines.map((l) => l.name)).toContain('Kunafa');
  });
});
