import { AppError, encodeZatcaQr, halalas } from '@sufra/domain';
import type { CreditNote } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import {
  findCreditNoteOfInvoice,
  findCreditNoteView,
  findInvoiceToCredit,
  insertCreditNote,
  nextCreditNoteNumber,
} from './credit-notes.repository';
import { invoiceTimestamp } from './invoice-time';
import { qrSvg } from './invoice-view';

export interface IssuedCreditNote {
  creditNoteId: string;
  number: number;
}

/**
 * Issues the ZATCA simplified credit note of a refunded payment's invoice, INSIDE the caller's transaction
 * (the one that marks the payment for its refund). It credits the whole invoice: Sufra refunds a payment
 * once, whole. None when the payment has no invoice (a capture voided before it counted never had one).
 * Idempotent per invoice. Lock order: the caller's order and payment locks first; the counter row last.
 */
export async function issueCreditNoteForPayment(
  trx: Database,
  paymentId: number,
): Promise<IssuedCreditNote | null> {
  const invoice = await findInvoiceToCredit(trx, paymentId);
  if (!invoice) return null;
  const existing = await findCreditNoteOfInvoice(trx, invoice.id);
  if (existing) return { creditNoteId: existing.publicId, number: existing.creditNoteNumber };
  const timestamp = invoiceTimestamp(new Date());
  const zatcaQr = encodeZatcaQr({
    sellerName: invoice.sellerNameAr.trim() || invoice.sellerName,
    vatNumber: invoice.vatNumber ?? '',
    timestamp,
    total: halalas(invoice.totalHalalas),
    vatTotal: halalas(invoice.vatHalalas),
  });
  const row = await insertCreditNote(trx, {
    restaurantId: invoice.restaurantId,
    creditNoteNumber: await nextCreditNoteNumber(trx, invoice.restaurantId),
    invoiceId: invoice.id,
    orderId: invoice.orderId,
    paymentId: invoice.paymentId,
    reason: 'order_cancelled',
    subtotalHalalas: invoice.subtotalHalalas,
    discountHalalas: invoice.discountHalalas,
    vatHalalas: invoice.vatHalalas,
    tipHalalas: invoice.tipHalalas,
    totalHalalas: invoice.totalHalalas,
    zatcaQr,
    issuedAt: timestamp,
  });
  return { creditNoteId: row.publicId, number: row.creditNoteNumber };
}

/** GET /public/credit-notes/:id (its uuid is the key, as for invoices). */
export async function getPublicCreditNote(db: Database, publicId: string): Promise<CreditNote> {
  const row = await findCreditNoteView(db, publicId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.publicId,
    number: row.creditNoteNumber,
    issuedAt: invoiceTimestamp(row.issuedAt),
    seller: { name: row.sellerName, nameAr: row.sellerNameAr, vatNumber: row.vatNumber },
    order: {
      id: row.orderPublicId,
      orderNumber: row.orderNumber,
      tableNumber: row.orderType === 'table' ? row.tableNumber : null,
      type: row.orderType,
    },
    pricesIncludeVat: row.pricingMode === 'inclusive',
    lines: row.lines.map((l) => ({
      name: l.name,
      nameAr: l.nameAr,
      details: l.details,
      detailsAr: l.detailsAr,
      quantity: l.quantity,
      unitPrice: l.unitPriceHalalas,
      total: l.totalHalalas,
    })),
    subtotal: row.subtotalHalalas,
    discount: row.discountHalalas,
    vat: row.vatHalalas,
    tip: row.tipHalalas,
    total: row.totalHalalas,
    refunded: row.totalHalalas + row.tipHalalas,
    originalInvoice: { id: row.invoicePublicId, number: row.invoiceNumber },
    qr: row.zatcaQr,
    qrSvg: await qrSvg(row.zatcaQr),
  };
}
