// Sufra's side of the payment benchmarks (bench/payments.ts, bench/pay-floor.ts): a fresh schema of the
// PostgreSQL server, open bills to pay, and the body of a diner's tap.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../apps/server/src/db/schema';
import { createOrderFixture } from '../../../apps/server/src/modules/orders/testing/fixtures';

/** Runs `fn` on a new schema of `url`'s database, dropped afterwards (the app server migrates it). */
export async function withSchema<T>(url: string, fn: (schema: string) => Promise<T>): Promise<T> {
  const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    return await fn(schema);
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

/** 1,000,000 SAR a bill: never runs out during a run. */
export const TOTAL = 100_000_000;

/** A restaurant with its table 1, where the bills are opened, and that table's QR hash (the diner's proof). */
export async function billTable(db: Database) {
  const f = await createOrderFixture(db);
  const table = await db
    .selectFrom('tables')
    .select('id')
    .where('restaurantId', '=', f.restaurantId)
    .where('number', '=', 1)
    .executeTakeFirstOrThrow();
  return { restaurantId: f.restaurantId, tableId: table.id, tableHash: f.table.hash };
}

/** One open order of one line on the table, its total TOTAL. */
export async function insertBill(db: Database, restaurantId: number, tableId: number, orderNumber: number) {
  const order = await db
    .insertInto('orders')
    .values({
      restaurantId,
      orderNumber,
      type: 'table',
      tableId,
      subtotalHalalas: TOTAL,
      totalHalalas: TOTAL,
    })
    .returning(['id', 'publicId'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orderItems')
    .values({
      orderId: order.id,
      name: 'Feast',
      nameAr: 'وليمة',
      unitPriceHalalas: TOTAL,
      quantity: 1,
      lineTotalHalalas: TOTAL,
    })
    .execute();
  return order;
}

/** A diner's tap paying 1.00 SAR with a card token (charged at once); a new idempotency key every tap. */
export function cardTap(tableHash: string): string {
  return JSON.stringify({
    hash: tableHash,
    mode: 'custom',
    customAmount: '1.00',
    idempotencyKey: randomUUID(),
    paymentMethod: 'card_payment',
    token: 'tok_sandbox_paid',
  });
}
