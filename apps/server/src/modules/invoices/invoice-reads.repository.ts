import { INVOICE_MAIL_JOB } from '@sufra/domain/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** An invoice with the order facts it prints (number, table, type), by its public uuid. */
export function findInvoiceView(db: Database, publicId: string) {
  return db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.orderId')
    .leftJoin('tables', 'tables.id', 'orders.tableId')
    .select([
      'invoices.id',
      'invoices.publicId',
      'invoices.restaurantId',
      'invoices.invoiceNumber',
      'invoices.issuedAt',
      'invoices.sellerName',
      'invoices.sellerNameAr',
      'invoices.vatNumber',
      'invoices.pricingMode',
      'invoices.lines',
      'invoices.subtotalHalalas',
      'invoices.discountHalalas',
      'invoices.vatHalalas',
      'invoices.tipHalalas',
      'invoices.totalHalalas',
      'invoices.zatcaQr',
      'orders.id as orderId',
      'orders.publicId as orderPublicId',
      'orders.orderNumber',
      'orders.type as orderType',
      'tables.number as tableNumber',
    ])
    .where('invoices.publicId', '=', publicId)
    .executeTakeFirst();
}

export type InvoiceViewRow = NonNullable<Awaited<ReturnType<typeof findInvoiceView>>>;

export function listInvoicesOfOrder(db: Database, orderPublicId: string) {
  return (
    db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.orderId')
      .select([
        'invoices.publicId',
        'invoices.invoiceNumber',
        'invoices.issuedAt',
        'invoices.totalHalalas',
        'invoices.tipHalalas',
      ])
      // A table payment's one invoice is filed under its oldest order; the other orders it paid list it too.
      .where((eb) =>
        eb.or([
          eb('orders.publicId', '=', orderPublicId),
          eb(
            'invoices.paymentId',
            'in',
            eb
              .selectFrom('payments as part')
              .innerJoin('orders as paid', 'paid.id', 'part.orderId')
              .select(sql<number>`part.parent_payment_id`.as('parentId'))
              .where('paid.publicId', '=', orderPublicId)
              .where('part.parentPaymentId', 'is not', null),
          ),
        ]),
      )
      // An invoice ZATCA rejected and Sufra reissued: the diner's is the corrected one (it has the payment).
      .where('invoices.supersededByInvoiceId', 'is', null)
      .orderBy('invoices.invoiceNumber')
      .execute()
  );
}

export function orderExists(db: Database, orderPublicId: string) {
  return db.selectFrom('orders').select('id').where('publicId', '=', orderPublicId).executeTakeFirst();
}

/** Locks the invoice row: two e-mail requests for one invoice count their mails one after the other. */
export function lockInvoice(trx: Database, publicId: string) {
  return trx
    .selectFrom('invoices')
    .select('id')
    .where('publicId', '=', publicId)
    .forUpdate()
    .executeTakeFirst();
}

/** Invoice mails queued for this invoice in the last hour (the outbox keeps them for days). */
export async function countRecentInvoiceMails(trx: Database, invoiceId: number): Promise<number> {
  const row = await trx
    .selectFrom('outboxJobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('type', '=', INVOICE_MAIL_JOB)
    .where(sql<boolean>`(payload->>'invoiceId')::int = ${invoiceId}`)
    .where('createdAt', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findInvoicePublicId(db: Database, invoiceId: number) {
  return db.selectFrom('invoices').select('publicId').where('id', '=', invoiceId).executeTakeFirst();
}
