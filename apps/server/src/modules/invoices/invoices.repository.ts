import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Database, InvoicesTable } from '../../db/schema';

export function findPayment(trx: Database, paymentId: number) {
  return trx
    .selectFrom('payments')
    .select([
      'id',
      'restaurantId',
      'orderId',
      'amountHalalas',
      'tipHalalas',
      'status',
      'splitType',
      'peoplePaidFor',
      'splitTotalPeople',
    ])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

export function findInvoiceByPayment(trx: Database, paymentId: number) {
  return trx
    .selectFrom('invoices')
    .select(['publicId', 'invoiceNumber'])
    .where('paymentId', '=', paymentId)
    .executeTakeFirst();
}

export function findSeller(trx: Database, restaurantId: number) {
  return trx
    .selectFrom('restaurants')
    .select(['name', 'nameAr', 'vatNumber', 'pricingMode'])
    .where('id', '=', restaurantId)
    .executeTakeFirstOrThrow();
}

export function findOrderForInvoice(trx: Database, orderId: number) {
  return trx
    .selectFrom('orders')
    .select([
      'id',
      'restaurantId',
      'orderNumber',
      'subtotalHalalas',
      'discountHalalas',
      'taxHalalas',
      'totalHalalas',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export function listOrderItems(trx: Database, orderId: number) {
  return trx
    .selectFrom('orderItems')
    .select(['id', 'name', 'nameAr', 'options', 'quantity', 'lineTotalHalalas'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

export function listAllocations(trx: Database, paymentId: number) {
  return trx
    .selectFrom('paymentItemAllocations')
    .select(['orderItemId', 'amountHalalas', 'sharedBy'])
    .where('paymentId', '=', paymentId)
    .orderBy('orderItemId')
    .execute();
}

/**
 * The table's shared even split (pending payments), for a payment that does not carry its own head count:
 * it names the share "k of n".
 */
export async function evenSplitPeople(trx: Database, orderId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('splitConfigurations')
    .select('totalPeople')
    .where('orderId', '=', orderId)
    .where('type', '=', 'evenly')
    .orderBy('isActive', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.totalPeople ?? null;
}

/**
 * The next invoice number of a restaurant. The upsert holds the counter row's lock until the caller's
 * transaction ends: issuers queue one by one, and a rolled-back payment gives its number back (no gaps).
 */
export async function nextInvoiceNumber(trx: Database, restaurantId: number): Promise<number> {
  const row = await trx
    .insertInto('invoiceCounters')
    .values({ restaurantId, lastNumber: 1 })
    .onConflict((oc) =>
      oc.column('restaurantId').doUpdateSet({ lastNumber: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

export function insertInvoice(trx: Database, values: Insertable<InvoicesTable>) {
  return trx
    .insertInto('invoices')
    .values(values)
    .returning(['publicId', 'invoiceNumber'])
    .executeTakeFirstOrThrow();
}

/** The parts of a table payment, one per order it pays, in order id order. */
export function listTablePaymentParts(trx: Database, parentId: number) {
  return trx
    .selectFrom('payments')
    .select(['id'])
    .where('parentPaymentId', '=', parentId)
    .orderBy('orderId')
    .execute();
}
