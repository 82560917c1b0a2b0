import { AppError, type Language } from '@sufra/domain';
import { INVOICE_MAIL_JOB, type Invoice, type InvoiceSummary } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { enqueueJob } from '../../platform/jobs/outbox';
import { isAwaitingSignature } from '../zatca';
// The job's payload type is declared beside its handler; this brings it into every program that queues it.
import type {} from './invoice-mail';
import {
  countRecentInvoiceMails,
  findInvoiceView,
  listInvoicesOfOrder,
  lockInvoice,
  orderExists,
} from './invoice-reads.repository';
import { toInvoice, toInvoiceSummary } from './invoice-view';

/** Invoice e-mails one invoice may send per hour: enough for a diner and a colleague, useless for spam. */
const MAX_INVOICE_MAILS_PER_HOUR = 5;

/** GET /public/invoices/:id — the uuid is the key, as for orders. */
export async function getPublicInvoice(db: Database, publicId: string): Promise<Invoice> {
  const row = await findInvoiceView(db, publicId);
  if (!row) throw new AppError('NOT_FOUND');
  return toInvoice(row, await isAwaitingSignature(db, 'invoice', row.id));
}

/** GET /public/orders/:id/invoices — the invoices of every paid share of the order, in number order. */
export async function listOrderInvoices(db: Database, orderPublicId: string): Promise<InvoiceSummary[]> {
  if (!(await orderExists(db, orderPublicId))) throw new AppError('ORDER_NOT_FOUND');
  return (await listInvoicesOfOrder(db, orderPublicId)).map(toInvoiceSummary);
}

/** POST /public/invoices/:id/email — queues job `mail.invoice`; the worker renders and sends it. */
export async function queueInvoiceMail(db: Database, publicId: string, email: string, language: Language) {
  return inTransaction(db, async (trx) => {
    const invoice = await lockInvoice(trx, publicId);
    if (!invoice) throw new AppError('NOT_FOUND');
    if ((await countRecentInvoiceMails(trx, invoice.id)) >= MAX_INVOICE_MAILS_PER_HOUR)
      throw new AppError('RATE_LIMITED');
    const address = email.toLowerCase();
    // A double tap (same invoice, address and minute) queues one mail.
    const minute = Math.floor(Date.now() / 60_000);
    await enqueueJob(trx, {
      type: INVOICE_MAIL_JOB,
      payload: { invoiceId: invoice.id, email: address, language },
      dedupeKey: `${INVOICE_MAIL_JOB}:${invoice.id}:${address}:${minute}`,
    });
    return { queued: true as const };
  });
}
