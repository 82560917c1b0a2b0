import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { CreditNotesTable, Database } from '../../db/schema';

/** The invoice a refunded payment was given, with what its credit note copies. */
export function findInvoiceToCredit(trx: Database, paymentId: number) {
  return trx
    .selectFrom('invoices')
    .select([
      'id',
      'restaurantId',
      'orderId',
      'paymentId',
      'sellerName',
      'sellerNameAr',
      'vatNumber',
      'subtotalHalalas',
      'discountHalalas',
      'vatHalalas',
      'tipHalalas',
      'totalHalalas',
    ])
    .where('paymentId', '=', paymentId)
    .executeTakeFirst();
}

export function findCreditNoteOfInvoice(trx: Database, invoiceId: number) {
  return trx
    .selectFrom('creditNotes')
    .select(['publicId', 'creditNoteNumber'])
    .where('invoiceId', '=', invoiceId)
    .executeTakeFirst();
}

/**
 * The next credit note number of a restaurant: its own series, gapless like invoices (the counter row's
 * lock is held until the caller's transaction ends; a rollback gives the number back).
 */
export async function nextCreditNoteNumber(trx: Database, restaurantId: number): Promise<number> {
  const row = await trx
    .insertInto('creditNoteCounters')
    .values({ restaurantId, lastNumber: 1 })
    .onConflict((oc) =>
      oc
        .column('restaurantId')
        .doUpdateSet({ lastNumber: sql<number>`credit_note_counters.last_number + 1` }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return row.lastNumber;
}

export function insertCreditNote(trx: Database, values: Insertable<CreditNotesTable>) {
  return trx
    .insertInto('creditNotes')
    .values(values)
    .returning(['publicId', 'creditNoteNumber'])
    .executeTakeFirstOrThrow();
}

/** A credit note with the credited invoice's snapshot (lines, pricing mode) and the order facts it prints. */
export function findCreditNoteView(db: Database, publicId: string) {
  return db
    .selectFrom('creditNotes as c')
    .innerJoin('invoices as i', 'i.id', 'c.invoiceId')
    .innerJoin('orders', 'orders.id', 'i.orderId')
    .leftJoin('tables', 'tables.id', 'orders.tableId')
    .select([
      'c.publicId',
      'c.creditNoteNumber',
      'c.issuedAt',
      'c.subtotalHalalas',
      'c.discountHalalas',
      'c.vatHalalas',
      'c.tipHalalas',
      'c.totalHalalas',
      'c.zatcaQr',
      'i.publicId as invoicePublicId',
      'i.invoiceNumber',
      'i.sellerName',
      'i.sellerNameAr',
      'i.vatNumber',
      'i.pricingMode',
      'i.lines',
      'orders.publicId as orderPublicId',
      'orders.orderNumber',
      'orders.type as orderType',
      'tables.number as tableNumber',
    ])
    .where('c.publicId', '=', publicId)
    .executeTakeFirst();
}
export type CreditNoteViewRow = NonNullable<Awaited<ReturnType<typeof findCreditNoteView>>>;

/** The credit notes of several orders (the diner's screens link to them), in number order. */
export function creditNotesOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('creditNotes')
    .select(['orderId', 'publicId', 'creditNoteNumber', 'totalHalalas', 'tipHalalas'])
    .where('orderId', 'in', orderIds)
    .orderBy('creditNoteNumber')
    .execute();
}
