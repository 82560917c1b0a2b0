import { type DocumentTaxAmounts, documentTaxAmounts, type Halalas, ZERO } from '@sufra/domain';

/*
 * What Sufra states to ZATCA for one paid or refunded share, in ZATCA's words (XML implementation standard,
 * simplified documents). The invoices module fills it from an invoice or credit-note row; ubl-document.ts
 * writes it. Amounts are halalas, already stated the Phase 2 way (documentTaxAmounts in the domain).
 *
 * The tip is not here. A voluntary tip is not consideration for the meal (docs/decisions.md, "Invoices"),
 * and no rule of ZATCA's asks for it: inside the document it would be a line with a VAT category, taxed as
 * S, or O, which EN 16931 does not let share a document with S lines (BR-O-11). docs/decisions.md, "ZATCA
 * Phase 2: VAT rounding and time", has what was checked; whether a tip needs its own document is a
 * question for a tax adviser.
 */

/** The seller's national address (BR-KSA-09, -37, -66). */
interface SellerAddress {
  street: string;
  /** 4 digits (KSA-17) */
  buildingNumber: string;
  /** 4 digits (KSA-23): written as PlotIdentification, as ZATCA's samples do */
  additionalNumber?: string;
  district: string;
  city: string;
  /** 5 digits */
  postalCode: string;
  country: 'SA';
}

export interface Seller {
  /** the name registered for VAT (BT-27); QR tag 1 */
  name: string;
  /** 15 digits, first and last 3 (BT-31); QR tag 2 */
  vatNumber: string;
  /** the commercial registration number (BT-29, scheme CRN) */
  crNumber: string;
  address: SellerAddress;
}

/** UNTDID 4461: 10 cash, 48 bank card (a card or wallet through a gateway or a terminal). */
export type PaymentMeans = 'cash' | 'card';

export type DocumentKind =
  | { kind: 'invoice' }
  /** BR-KSA-56: the credited invoice's number; BR-KSA-17: the reason (KSA-10) */
  | { kind: 'credit-note'; creditedInvoiceNumber: string; reason: string }
  /** Sufra issues none; onboarding's compliance checks ask one of every simplified type (egs/compliance-documents.ts). */
  | { kind: 'debit-note'; debitedInvoiceNumber: string; reason: string };

export interface TaxDocumentLine {
  /** the item as the receipt names it */
  name: string;
  quantity: number;
  /** the line's net amount (BT-131) */
  net: Halalas;
  /** the line's VAT (KSA-11), standard rate S 15 % */
  vat: Halalas;
}

export type TaxDocument = DocumentKind & {
  seller: Seller;
  /** our invoice or credit-note number: the document's ID (BT-1) */
  number: string;
  /** KSA-1 */
  uuid: string;
  /** the invoice counter value (KSA-16) of the EGS */
  icv: number;
  /** the previous document's invoice hash (KSA-13), base64 */
  pih: string;
  /** the instant of issue; written in Riyadh time (document-time.ts) */
  issuedAt: Date;
  paymentMeans: PaymentMeans;
  lines: TaxDocumentLine[];
  /** a discount the lines carry but the diner did not pay: a document-level allowance at its net (BT-92) */
  allowance: Halalas;
  /** net, vat (document level) and the PayableRoundingAmount */
  totals: Pick<DocumentTaxAmounts, 'net' | 'vat' | 'rounding'>;
};

/** A line as the receipt prints it, priced gross (what the diner saw). */
export interface GrossLine {
  name: string;
  quantity: number;
  gross: Halalas;
}

/**
 * The lines and amounts of a document for an amount paid (or refunded) gross: whatever the lines exceed it
 * by is the document's allowance. An exclusive-priced restaurant's lines are nets: it passes the bill's gross
 * spread over them in proportion (allocateProportionally), as VAT was added once on the bill.
 */
export function statedAmounts(
  lines: readonly GrossLine[],
  paid: Halalas,
): Pick<TaxDocument, 'lines' | 'allowance' | 'totals'> {
  const amounts = documentTaxAmounts(
    lines.map((l) => l.gross),
    paid,
  );
  return {
    lines: lines.map((l, i) => ({
      name: l.name,
      quantity: l.quantity,
      net: amounts.lines[i]?.net ?? ZERO,
      vat: amounts.lines[i]?.vat ?? ZERO,
    })),
    allowance: amounts.allowance,
    totals: { net: amounts.net, vat: amounts.vat, rounding: amounts.rounding },
  };
}
