import type { Invoice, InvoiceSummary } from '@sufra/domain/contracts';
import QRCode from 'qrcode';
import type { InvoiceViewRow } from './invoice-reads.repository';
import { invoiceTimestamp } from './invoice-time';

/**
 * QR options shared by the page (SVG) and the e-mail (PNG): error correction M is what ZATCA's samples
 * use and leaves room for a printer's smudge; a quiet zone of 4 modules is the QR standard's own.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });
}

export function qrPng(payload: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', width });
}

/** What an invoice and a credit note print alike: seller, order, lines, VAT breakdown, tip and the ZATCA QR. */
type TaxDocumentRow = Pick<
  InvoiceViewRow,
  | 'sellerName'
  | 'sellerNameAr'
  | 'vatNumber'
  | 'orderPublicId'
  | 'orderNumber'
  | 'orderType'
  | 'tableNumber'
  | 'pricingMode'
  | 'lines'
  | 'subtotalHalalas'
  | 'discountHalalas'
  | 'vatHalalas'
  | 'tipHalalas'
  | 'totalHalalas'
  | 'zatcaQr'
>;

export async function taxDocumentBody(row: TaxDocumentRow) {
  return {
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
    qr: row.zatcaQr,
    qrSvg: await qrSvg(row.zatcaQr),
  };
}

export async function toInvoice(row: InvoiceViewRow, signing = false): Promise<Invoice> {
  return {
    id: row.publicId,
    number: row.invoiceNumber,
    issuedAt: invoiceTimestamp(row.issuedAt),
    ...(await taxDocumentBody(row)),
    amountPaid: row.totalHalalas + row.tipHalalas,
    signing,
  };
}

export function toInvoiceSummary(row: {
  publicId: string;
  invoiceNumber: number;
  issuedAt: Date;
  totalHalalas: number;
  tipHalalas: number;
}): InvoiceSummary {
  return {
    id: row.publicId,
    number: row.invoiceNumber,
    issuedAt: invoiceTimestamp(row.issuedAt),
    total: row.totalHalalas,
    tip: row.tipHalalas,
    amountPaid: row.totalHalalas + row.tipHalalas,
  };
}
