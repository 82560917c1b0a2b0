import { AppError, encodeZatcaQr, halalas } from '@sufra/domain';
import type { Database } from '../../db/schema';
import { insertCreditNote, nextCreditNoteNumber } from './credit-notes.repository';
import { invoiceTimestamp } from './invoice-time';
import {
  insertNumberedInvoice,
  lockInvoice,
  markSuperseded,
  paymentMethodOf,
  releaseInvoicePayment,
} from './invoices.repository';
import { creditNoteDocumentNumber, invoiceDocumentNumber, queuePhase2 } from './zatca-source';

/** KSA-10 of the correcting credit note: why it exists, as ZATCA's reader and the owner read it. */
const CORRECTION_REASON = 'تصحيح فاتورة رفضتها الهيئة | Correction of an invoice ZATCA rejected';

export interface ReissuedInvoice {
  /** the documents' IDs as stated to ZATCA: CN-<n> and INV-<m> */
  creditNote: string;
  invoice: string;
}

/**
 * ZATCA's remedy for a rejected simplified invoice, INSIDE the caller's transaction: a credit note for the
 * whole invoice (it refunds nothing: reason 'einvoice_rejected', no payment) and a corrected invoice with
 * the same lines and amounts under a new number, which takes the payment over (a later refund credits it,
 * the diner's pages show it). Both are queued for signing, the credit note first. The rejected invoice is
 * locked and names its successor: a second reissue is refused. Counter rows last (lock order as for any
 * invoice).
 */
export async function reissueInvoice(trx: Database, invoiceId: number): Promise<ReissuedInvoice> {
  const old = await lockInvoice(trx, invoiceId);
  if (!old) throw new AppError('ZATCA_DOCUMENT_NOT_FOUND');
  if (old.supersededByInvoiceId !== null) throw new AppError('ZATCA_ALREADY_REISSUED');
  const method = await paymentMethodOf(trx, old.paymentId);
  const timestamp = invoiceTimestamp(new Date());
  const qrOf = (total: number, vat: number) =>
    encodeZatcaQr({
      sellerName: old.sellerNameAr.trim() || old.sellerName,
      vatNumber: old.vatNumber ?? '',
      timestamp,
      total: halalas(total),
      vatTotal: halalas(vat),
    });

  const note = await insertCreditNote(trx, {
    restaurantId: old.restaurantId,
    creditNoteNumber: await nextCreditNoteNumber(trx, old.restaurantId),
    invoiceId: old.id,
    orderId: old.orderId,
    paymentId: null,
    reason: 'einvoice_rejected',
    subtotalHalalas: old.subtotalHalalas,
    discountHalalas: old.discountHalalas,
    vatHalalas: old.vatHalalas,
    // The tip is outside the tax document; a correction gives nothing back.
    tipHalalas: 0,
    totalHalalas: old.totalHalalas,
    lines: null,
    zatcaQr: qrOf(old.totalHalalas, old.vatHalalas),
    issuedAt: timestamp,
  });
  const creditNote = creditNoteDocumentNumber(note.creditNoteNumber);
  await queuePhase2(trx, old.restaurantId, {
    kind: 'credit_note',
    id: note.id,
    publicId: note.publicId,
    number: creditNote,
    issuedAt: timestamp,
    method,
    lines: old.lines,
    pricingMode: old.pricingMode,
    total: halalas(old.totalHalalas),
    credited: { number: invoiceDocumentNumber(old.invoiceNumber), reason: CORRECTION_REASON },
  });

  await releaseInvoicePayment(trx, old.id);
  const row = await insertNumberedInvoice(trx, {
    restaurantId: old.restaurantId,
    orderId: old.orderId,
    paymentId: old.paymentId,
    sellerName: old.sellerName,
    sellerNameAr: old.sellerNameAr,
    vatNumber: old.vatNumber,
    pricingMode: old.pricingMode,
    lines: JSON.stringify(old.lines),
    subtotalHalalas: old.subtotalHalalas,
    discountHalalas: old.discountHalalas,
    vatHalalas: old.vatHalalas,
    tipHalalas: old.tipHalalas,
    totalHalalas: old.totalHalalas,
    zatcaQr: qrOf(old.totalHalalas, old.vatHalalas),
    issuedAt: timestamp,
  });
  await markSuperseded(trx, old.id, row.id);
  const invoice = invoiceDocumentNumber(row.invoiceNumber);
  await queuePhase2(trx, old.restaurantId, {
    kind: 'invoice',
    id: row.id,
    publicId: row.publicId,
    number: invoice,
    issuedAt: timestamp,
    method,
    lines: old.lines,
    pricingMode: old.pricingMode,
    total: halalas(old.totalHalalas),
  });
  return { creditNote, invoice };
}
