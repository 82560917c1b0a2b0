import { z } from 'zod';
import { dataOf, HalalasSchema, withCode } from './common';

/** An invoice's public id: a random uuid (an unknown or malformed one is simply NOT_FOUND). */
export const InvoiceIdSchema = z.uuid(withCode('NOT_FOUND'));
export const InvoiceParamsSchema = z.object({ id: InvoiceIdSchema });
export type InvoiceParams = z.infer<typeof InvoiceParamsSchema>;

/** One printed line. Amounts in the restaurant's price basis: VAT-inclusive, or net when VAT is added. */
export const InvoiceLineSchema = z.object({
  name: z.string(),
  nameAr: z.string(),
  /** chosen options, or 'shared by 2' for a shared item ('' when none) */
  details: z.string(),
  detailsAr: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: HalalasSchema,
  total: HalalasSchema,
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/**
 * A ZATCA Phase-1 simplified tax invoice, one per completed payment (GET /api/public/invoices/:id).
 * total = subtotal − discount (+ vat when pricesIncludeVat is false) is the amount WITH VAT in the QR;
 * the tip is outside the taxable supply, so amountPaid = total + tip.
 */
export const InvoiceSchema = z.object({
  id: z.uuid(),
  /** sequential per restaurant, no gaps */
  number: z.number().int().positive(),
  /** ISO 8601, UTC, e.g. '2025-03-01T18:04:05Z' (the QR's timestamp) */
  issuedAt: z.string(),
  seller: z.object({ name: z.string(), nameAr: z.string(), vatNumber: z.string().nullable() }),
  order: z.object({
    id: z.uuid(),
    orderNumber: z.number().int().positive(),
    tableNumber: z.number().int().nullable(),
    type: z.enum(['table', 'takeaway']),
  }),
  pricesIncludeVat: z.boolean(),
  lines: z.array(InvoiceLineSchema),
  subtotal: HalalasSchema,
  discount: HalalasSchema,
  vat: HalalasSchema,
  tip: HalalasSchema,
  total: HalalasSchema,
  amountPaid: HalalasSchema,
  /** ZATCA TLV, base64: tags 1–5 (Phase 1), or 1–9 once a Phase 2 restaurant's document is signed */
  qr: z.string(),
  /** the QR code of `qr`, as a standalone SVG document */
  qrSvg: z.string(),
  /**
   * A Phase 2 restaurant's document waiting for its signature (about a second after the payment): `qr` is
   * not its final one yet, so the page says so and asks again (docs/zatca.md).
   */
  signing: z.boolean(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceResponseSchema = dataOf(z.object({ invoice: InvoiceSchema }));
export type InvoiceResponse = z.infer<typeof InvoiceResponseSchema>;

/**
 * A ZATCA simplified credit note (GET /api/public/credit-notes/:id): issued when a share's money is
 * refunded (its order was cancelled). Its own gapless number series per restaurant; it names the invoice it
 * credits; its amounts are the credited invoice's, and its Phase-1 QR (tags 1–5) carries them.
 * `refunded` is what went back to the card (total + tip).
 */
export const CreditNoteSchema = InvoiceSchema.omit({ amountPaid: true }).extend({
  originalInvoice: z.object({ id: z.uuid(), number: z.number().int().positive() }),
  refunded: HalalasSchema,
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;
export const CreditNoteResponseSchema = dataOf(z.object({ creditNote: CreditNoteSchema }));

/** GET /api/public/orders/:id/invoices: the order's invoices, oldest first (no QR, fetch one for that). */
export const InvoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int().positive(),
  issuedAt: z.string(),
  total: HalalasSchema,
  tip: HalalasSchema,
  amountPaid: HalalasSchema,
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const OrderInvoicesResponseSchema = dataOf(z.object({ invoices: z.array(InvoiceSummarySchema) }));
export type OrderInvoicesResponse = z.infer<typeof OrderInvoicesResponseSchema>;

/**
 * POST /api/public/invoices/:id/email: same body as the receipt's (SendInvoiceEmailBodySchema:
 * { email, language? }); answers 202 SendInvoiceEmailResponseSchema once the mail job is queued.
 */
export const INVOICE_MAIL_JOB = 'mail.invoice';
