import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/schema';
import {
  line,
  placeWithProof,
  proofHeaderFor,
  tableOrder,
  takeawayOrder,
} from '../../orders/testing/requests';
import type { PaymentsTestApp } from '../../payments/testing/payment-fixtures';

/** A dish whose names need quoting in a CSV: a comma, double quotes and a line break, in Arabic too. */
export const KABSA = { name: 'Kabsa, "Najdi"\nfamily', nameAr: 'كبسة، "نجدية"\nعائلية', price: 6_900 };

export async function addKabsa(t: PaymentsTestApp): Promise<number> {
  const category = await t.db
    .selectFrom('menuCategories')
    .select('id')
    .where('restaurantId', '=', t.fixture.restaurantId)
    .executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('menuItems')
    .values({
      restaurantId: t.fixture.restaurantId,
      categoryId: category.id,
      name: KABSA.name,
      nameAr: KABSA.nameAr,
      priceHalalas: KABSA.price,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type Method = 'card_payment' | 'apple_pay';
const TOKENS: Record<Method, string> = { card_payment: 'tok_sandbox_paid', apple_pay: 'tok_sandbox_paid' };

/** A diner pays the whole order through the sandbox (completed, invoiced in the same transaction). */
export async function payWhole(
  t: PaymentsTestApp,
  order: { id: string },
  hash: string,
  method: Method,
  tip?: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/orders/${order.id}/payment`,
    headers: await proofHeaderFor(t.app, order.id),
    payload: {
      hash,
      mode: 'full',
      idempotencyKey: randomUUID(),
      paymentMethod: method,
      token: TOKENS[method],
      ...(tip ? { tip: { kind: 'custom', amount: tip } } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`payment failed: ${res.body}`);
  return res.json().data.payment as { id: string };
}

export async function placeTable(t: PaymentsTestApp, items: unknown[], extra: Record<string, unknown> = {}) {
  return placeWithProof(t.app, t.fixture, tableOrder(t.fixture, items, extra));
}
export async function placeTakeaway(
  t: PaymentsTestApp,
  items: unknown[],
  extra: Record<string, unknown> = {},
) {
  return placeWithProof(t.app, t.fixture, takeawayOrder(t.fixture, items, extra));
}
export { line };

/** Moves an order's tax documents and payments to `at`, as if it had been paid then. */
export async function paidAt(db: Database, orderPublicId: string, at: string) {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('publicId', '=', orderPublicId)
    .executeTakeFirstOrThrow();
  await db.updateTable('invoices').set({ issuedAt: at }).where('orderId', '=', order.id).execute();
  await db.updateTable('payments').set({ paidAt: at }).where('orderId', '=', order.id).execute();
  return order.id;
}

export async function creditedAt(db: Database, orderId: number, at: string) {
  await db.updateTable('creditNotes').set({ issuedAt: at }).where('orderId', '=', orderId).execute();
}

export async function documentsOf(db: Database, orderId: number) {
  const invoices = await db.selectFrom('invoices').selectAll().where('orderId', '=', orderId).execute();
  const creditNotes = await db.selectFrom('creditNotes').selectAll().where('orderId', '=', orderId).execute();
  return { invoices, creditNotes };
}
