import { AppError, encodeZatcaQr, halalas } from '@sufra/domain';
import type { CreditNote } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { isAwaitingSignature } from '../zatca';
import {
  findCreditNoteOfPayment,
  findCreditNoteView,
  findInvoiceToCredit,
  insertCreditNote,
  listCreditNotesOfOrders,
  nextCreditNoteNumber,
} from './credit-notes.repository';
import { invoiceTimestamp } from './invoice-time';
import { taxDocumentBody } from './invoice-view';
import { findPayment } from './invoices.repository';
import { amountsFor } from './invoices.service';
import { creditNoteDocumentNumber, invoiceDocumentNumber, queuePhase2 } from './zatca-source';

export interface IssuedCreditNote {
  creditNoteId: string;
  number: number;
}

type InvoiceToCredit = NonNullable<Awaited<ReturnType<typeof findInvoiceToCredit>>>;

/** What a note credits: the whole invoice, or (a table payment's part) that order's part and tip. */
async function creditedAmounts(trx: Database, invoice: InvoiceToCredit, paymentId: number, tip: number) {
  if (invoice.parentPaymentId === null)
    return {
      orderId: invoice.orderId,
      lines: null,
      subtotal: invoice.subtotalHalalas,
      discount: invoice.discountHalalas,
      vat: invoice.vatHalalas,
      tip: invoice.tipHalalas,
      total: invoice.totalHalalas,
    };
  const part = await findPayment(trx, paymentId);
  if (!part || part.orderId === null) throw new Error(`credit note: part ${paymentId} pays no order`);
  // The same amounts the table invoice listed for this part (invoices/table-invoice.service.ts).
  const amounts = await amountsFor(trx, part, part.orderId, invoice.pricingMode);
  return { orderId: part.orderId, tip, ...amounts };
}

/**
 * Issues the ZATCA simplified credit note of a refunded payment, INSIDE the caller's transaction (the one
 * that marks the payment for its refund). A payment of its own credits its whole invoice; a table
 * payment's part credits that order's part of the table's one invoice (its lines, VAT and `tip`, the part
 * of the tip it gives back), so an invoice may have several notes, one per refunded payment. None when the
 * payment has no invoice (a capture voided before it counted never had one). Idempotent per payment.
 * Lock order: the caller's order and payment locks first; the counter row last.
 */
export async function issueCreditNoteForPayment(
  trx: Database,
  paymentId: number,
  tip = 0,
  reason: 'order_cancelled' | 'line_adjusted' = 'order_cancelled',
): Promise<IssuedCreditNote | null> {
  const invoice = await findInvoiceToCredit(trx, paymentId);
  if (!invoice) return null;
  const existing = await findCreditNoteOfPayment(trx, paymentId);
  if (existing) return { creditNoteId: existing.publicId, number: existing.creditNoteNumber };
  const credited = await creditedAmounts(trx, invoice, paymentId, tip);
  const timestamp = invoiceTimestamp(new Date());
  // Phase-1 QR: tags 4 and 5 carry what THIS note credits (total with VAT, and its VAT).
  const zatcaQr = encodeZatcaQr({
    sellerName: invoice.sellerNameAr.trim() || invoice.sellerName,
    vatNumber: invoice.vatNumber ?? '',
    timestamp,
    total: halalas(credited.total),
    vatTotal: halalas(credited.vat),
  });
  const row = await insertCreditNote(trx, {
    restaurantId: invoice.restaurantId,
    creditNoteNumber: await nextCreditNoteNumber(trx, invoice.restaurantId),
    invoiceId: invoice.id,
    orderId: credited.orderId,
    paymentId,
    reason,
    subtotalHalalas: credited.subtotal,
    discountHalalas: credited.discount,
    vatHalalas: credited.vat,
    tipHalalas: credited.tip,
    totalHalalas: credited.total,
    lines: credited.lines === null ? null : JSON.stringify(credited.lines),
    zatcaQr,
    issuedAt: timestamp,
  });
  await queuePhase2(trx, invoice.restaurantId, {
    kind: 'credit_note',
    id: row.id,
    publicId: row.publicId,
    number: creditNoteDocumentNumber(row.creditNoteNumber),
    issuedAt: timestamp,
    method: invoice.method,
    lines: credited.lines ?? invoice.lines,
    pricingMode: invoice.pricingMode,
    total: halalas(credited.total),
    // KSA-10: the reason as ZATCA's reader sees it: a cancelled order, or a share given back after a void or comp.
    credited: {
      number: invoiceDocumentNumber(invoice.invoiceNumber),
      reason: reason === 'line_adjusted' ? 'تعديل الطلب | Order adjusted' : 'إلغاء الطلب | Order cancelled',
    },
  });
  return { creditNoteId: row.publicId, number: row.creditNoteNumber };
}

/** Whether refunding the payment would credit an invoice (the cancel dialog counts the notes to come). */
export async function hasInvoiceToCredit(trx: Database, paymentId: number): Promise<boolean> {
  return (await findInvoiceToCredit(trx, paymentId)) !== undefined;
}

/** GET /public/credit-notes/:id (its uuid is the key, as for invoices). */
export async function getPublicCreditNote(db: Database, publicId: string): Promise<CreditNote> {
  const row = await findCreditNoteView(db, publicId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.publicId,
    number: row.creditNoteNumber,
    issuedAt: invoiceTimestamp(row.issuedAt),
    ...(await taxDocumentBody(row)),
    refunded: row.totalHalalas + row.tipHalalas,
    originalInvoice: { id: row.invoicePublicId, number: row.invoiceNumber },
    signing: await isAwaitingSignature(db, 'credit_note', row.id),
  };
}

/** The credit notes of several orders, in number order: the orders module links them on the diner's screens. */
export function creditNotesOfOrders(trx: Database, orderIds: number[]) {
  return listCreditNotesOfOrders(trx, orderIds);
}
