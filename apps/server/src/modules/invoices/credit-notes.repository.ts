import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { CreditNotesTable, Database, InvoiceLineSnapshot } from '../../db/schema';

/**
 * The invoice a refunded payment was given, with what its credit note copies: the payment's own invoice,
 * or for a table payment's part (issue 8 item 10) the table payment's one invoice.
 */
export function findInvoiceToCredit(trx: Database, paymentId: number) {
  return trx
    .selectFrom('payments as p')
    .innerJoin('invoices as i', (j) => j.on(sql<boolean>`i.payment_id = coalesce(p.parent_payment_id, p.id)`))
    .select([
      'i.id',
      'i.restaurantId',
      'i.orderId',
      'i.paymentId',
      'i.sellerName',
      'i.sellerNameAr',
      'i.vatNumber',
      'i.pricingMode',
      'i.subtotalHalalas',
      'i.discountHalalas',
      'i.vatHalalas',
      'i.tipHalalas',
      'i.totalHalalas',
      'i.invoiceNumber',
      'i.lines',
      'p.parentPaymentId',
      'p.method',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
}

/** A payment's credit note (one per refunded payment, migration 0019). */
export function findCreditNoteOfPayment(trx: Database, paymentId: number) {
  return trx
    .selectFrom('creditNotes')
    .select(['publicId', 'creditNoteNumber'])
    .where('paymentId', '=', paymentId)
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
    .returning(['id', 'publicId', 'creditNoteNumber'])
    .executeTakeFirstOrThrow();
}

/** A credit note with the credited invoice's snapshot (lines, pricing mode) and the order facts it prints. */
export function findCreditNoteView(db: Database, publicId: string) {
  return (
    db
      .selectFrom('creditNotes as c')
      .innerJoin('invoices as i', 'i.id', 'c.invoiceId')
      // A part's note is about its own order; notes before migration 0019 credited their invoice's order.
      .innerJoin('orders', (j) => j.on(sql<boolean>`orders.id = coalesce(c.order_id, i.order_id)`))
      .leftJoin('tables', 'tables.id', 'orders.tableId')
      .select([
        'c.id',
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
        sql<InvoiceLineSnapshot[]>`coalesce(c.lines, i.lines)`.as('lines'),
        'orders.publicId as orderPublicId',
        'orders.orderNumber',
        'orders.type as orderType',
        'tables.number as tableNumber',
      ])
      .where('c.publicId', '=', publicId)
      .executeTakeFirst()
  );
}

/** The credit notes of several orders (the diner's screens link to them), in number order. */
export function listCreditNotesOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('creditNotes')
    .select(['orderId', 'publicId', 'creditNoteNumber', 'totalHalalas', 'tipHalalas'])
    .where('orderId', 'in', orderIds)
    .orderBy('creditNoteNumber')
    .execute();
}
