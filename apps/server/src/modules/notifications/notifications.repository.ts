import { sql } from 'kysely';
import type { Database, LanguageColumn } from '../../db/schema';

/** The few order fields these routes need, by the public uuid (row-locked: the caller is about to change it). */
export function findOrderForUpdate(db: Database, publicId: string) {
  return db
    .selectFrom('orders')
    .leftJoin('tables', 'tables.id', 'orders.tableId')
    .select([
      'orders.id',
      'orders.restaurantId',
      'orders.orderNumber',
      'orders.status',
      'orders.customerLanguage',
      'tables.number as tableNumber',
    ])
    .where('orders.publicId', '=', publicId)
    .forUpdate('orders')
    .executeTakeFirst();
}

export function findOrderByPublicId(db: Database, publicId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'restaurantId', 'status', 'customerLanguage'])
    .where('publicId', '=', publicId)
    .executeTakeFirst();
}

export async function setCustomerPhone(
  db: Database,
  orderId: number,
  phone: string,
  language: LanguageColumn,
) {
  await db
    .updateTable('orders')
    .set((eb) => ({
      customerPhone: phone,
      customerLanguage: language,
      updatedAt: sql<Date>`now()`,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', orderId)
    .execute();
}

/** Whether any money of the order was received through Sufra (completed or authorized payments). */
export async function hasSettledPayment(db: Database, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('orderId', '=', orderId)
    .where('status', 'in', ['completed', 'authorized'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Receipt jobs queued for an order in the last hour (a cap on mail sent through one order). */
export async function countRecentReceiptJobs(db: Database, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('outboxJobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('type', '=', 'mail.receipt')
    .where(sql<boolean>`(payload->>'orderId')::int = ${orderId}`)
    .where('createdAt', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Order, restaurant and table number for the ready SMS and the receipt. */
export function findOrderForMessage(db: Database, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('restaurants as r', 'r.id', 'o.restaurantId')
    .leftJoin('tables as t', 't.id', 'o.tableId')
    .select([
      'o.id',
      'o.publicId',
      'o.restaurantId',
      'o.orderNumber',
      'o.status',
      'o.type',
      'o.customerPhone',
      'o.customerLanguage',
      'o.subtotalHalalas',
      'o.taxHalalas',
      'o.discountHalalas',
      'o.tipHalalas',
      'o.totalHalalas',
      'o.createdAt',
      'r.name as restaurantName',
      'r.nameAr as restaurantNameAr',
      'r.vatNumber',
      'r.pricingMode',
      't.number as tableNumber',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export function listOrderItems(db: Database, orderId: number) {
  return db
    .selectFrom('orderItems')
    .select(['name', 'nameAr', 'quantity', 'lineTotalHalalas', 'options', 'specialInstructions'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}
