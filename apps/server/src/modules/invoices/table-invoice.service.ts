import { addMoney, encodeZatcaQr, halalas, ZERO } from '@sufra/domain';
import type { Database, InvoiceLineSnapshot } from '../../db/schema';
import { invoiceTimestamp } from './invoice-time';
import {
  findInvoiceByPayment,
  findPayment,
  findSeller,
  insertInvoice,
  listTablePaymentParts,
  nextInvoiceNumber,
} from './invoices.repository';
import { amountsFor, type IssuedInvoice } from './invoices.service';
import { invoiceDocumentNumber, queuePhase2 } from './zatca-source';

/**
 * The ONE simplified tax invoice of a payment of a table's bill (issue 8 item 10): every order's lines
 * as its part of that order reads on its own (a whole order: its items; a share: one share line), summed.
 * Inside the caller's transaction, like issueInvoiceForPayment; the invoice is filed under the oldest
 * order it pays (invoices.order_id), its payment is the table payment. Idempotent.
 */
export async function issueTableInvoice(trx: Database, parentId: number): Promise<IssuedInvoice> {
  const existing = await findInvoiceByPayment(trx, parentId);
  if (existing) return { invoiceId: existing.publicId, number: existing.invoiceNumber };
  const parent = await findPayment(trx, parentId);
  if (parent?.status !== 'completed')
    throw new Error(`issueTableInvoice: payment ${parentId} is not a completed payment`);
  const parts = await listTablePaymentParts(trx, parentId);
  const seller = await findSeller(trx, parent.restaurantId);
  const lines: InvoiceLineSnapshot[] = [];
  let subtotal = ZERO;
  let discount = ZERO;
  let vat = ZERO;
  let total = ZERO;
  let firstOrderId: number | null = null;
  for (const { id } of parts) {
    const part = await findPayment(trx, id);
    if (!part || part.orderId === null) continue;
    firstOrderId ??= part.orderId;
    const amounts = await amountsFor(trx, part, part.orderId, seller.pricingMode);
    lines.push(...amounts.lines);
    subtotal = addMoney(subtotal, amounts.subtotal);
    discount = addMoney(discount, amounts.discount);
    vat = addMoney(vat, amounts.vat);
    total = addMoney(total, amounts.total);
  }
  if (firstOrderId === null) throw new Error(`issueTableInvoice: payment ${parentId} pays no order`);
  const timestamp = invoiceTimestamp(new Date());
  const sellerName = seller.nameAr.trim() || seller.name;
  const zatcaQr = encodeZatcaQr({
    sellerName,
    vatNumber: seller.vatNumber ?? '',
    timestamp,
    total,
    vatTotal: vat,
  });
  const invoiceNumber = await nextInvoiceNumber(trx, parent.restaurantId);
  const row = await insertInvoice(trx, {
    restaurantId: parent.restaurantId,
    invoiceNumber,
    orderId: firstOrderId,
    paymentId: parent.id,
    sellerName: seller.name,
    sellerNameAr: seller.nameAr,
    vatNumber: seller.vatNumber,
    pricingMode: seller.pricingMode,
    lines: JSON.stringify(lines),
    subtotalHalalas: subtotal,
    discountHalalas: discount,
    vatHalalas: vat,
    tipHalalas: halalas(parent.tipHalalas),
    totalHalalas: total,
    zatcaQr,
    issuedAt: timestamp,
  });
  await queuePhase2(trx, parent.restaurantId, {
    kind: 'invoice',
    id: row.id,
    publicId: row.publicId,
    number: invoiceDocumentNumber(row.invoiceNumber),
    issuedAt: timestamp,
    method: parent.method,
    lines,
    pricingMode: seller.pricingMode,
    total,
  });
  return { invoiceId: row.publicId, number: row.invoiceNumber };
}
