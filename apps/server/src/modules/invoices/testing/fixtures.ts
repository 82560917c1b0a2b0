import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database, PaymentsTable } from '../../../db/schema';
import { createOrderFixture, type FixtureOptions, type OrderFixture } from '../../orders/testing/fixtures';
import { line, placeOrderRequest, takeawayOrder } from '../../orders/testing/requests';

export const SELLER_AR = 'بيت نجد';
export const VAT_NUMBER = '310122393500003';

/** A restaurant registered for VAT with an Arabic trade name, as the seller on its invoices. */
export async function createInvoiceFixture(db: Database, o: FixtureOptions = {}) {
  const f = await createOrderFixture(db, { capacity: 50, ...o });
  await db
    .updateTable('restaurants')
    .set({ name: 'Najd House', nameAr: SELLER_AR, vatNumber: VAT_NUMBER })
    .where('id', '=', f.restaurantId)
    .execute();
  return f;
}

/** Places a takeaway order through the public API (priced by the server) and returns its row. */
export async function placeTestOrder(
  app: FastifyInstance,
  db: Database,
  f: OrderFixture,
  items: unknown[] = [
    line(f.items.burger, [f.options.large, [f.options.cheese, 2]]),
    line(f.items.juice, [], 2),
  ],
  extra: Record<string, unknown> = {},
) {
  const res = await placeOrderRequest(app, f.restaurantId, takeawayOrder(f, items, extra));
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  const publicId = res.json().data.order.id as string;
  return db.selectFrom('orders').selectAll().where('publicId', '=', publicId).executeTakeFirstOrThrow();
}

/**
 * A completed payment row, inserted directly: the payments service is written in parallel, and these
 * tests exercise only what the invoice reads from a payment.
 */
export async function insertCompletedPayment(
  db: Database,
  order: { id: number; restaurantId: number },
  values: Pick<PaymentsTable, 'splitType'> & {
    amount: number;
    tip?: number;
    peoplePaidFor?: number;
    splitTotalPeople?: number;
  },
) {
  const { id } = await db
    .insertInto('payments')
    .values({
      restaurantId: order.restaurantId,
      orderId: order.id,
      gateway: 'sandbox',
      idempotencyKey: randomUUID(),
      method: 'hosted_page',
      amountHalalas: values.amount,
      tipHalalas: values.tip ?? 0,
      status: 'completed',
      splitType: values.splitType,
      peoplePaidFor: values.peoplePaidFor ?? null,
      splitTotalPeople: values.splitTotalPeople ?? null,
      paidAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
