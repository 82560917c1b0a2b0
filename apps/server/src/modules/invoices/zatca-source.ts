import {
  allocateProportionally,
  type Halalas,
  type InvoiceLineSnapshot,
  type PricingMode,
} from '@sufra/domain';
import type { Database } from '../../db/schema';
import { queueForSigning } from '../zatca';

/** A document's ID as Sufra states it to ZATCA (BT-1): the series and the number printed on it. */
export const invoiceDocumentNumber = (n: number) => `INV-${n}`;
export const creditNoteDocumentNumber = (n: number) => `CN-${n}`;

interface IssuedDocument {
  kind: 'invoice' | 'credit_note';
  /** invoices.id or credit_notes.id, and its public uuid (the document's UUID) */
  id: number;
  publicId: string;
  number: string;
  issuedAt: string;
  /** payments.method of the money it records ('cash' is cash, anything else a card or a wallet) */
  method: string | null;
  lines: InvoiceLineSnapshot[];
  pricingMode: PricingMode;
  /** the amount with VAT, tip excluded */
  total: Halalas;
  credited?: { number: string; reason: string };
}

/**
 * What the Phase 2 document states, priced gross as the diner paid: an inclusive restaurant's lines are
 * grosses already (the document's allowance is what they exceed the total by: a coupon); an exclusive one's
 * are nets, so the total is spread over them in proportion, as VAT was added once on the bill.
 */
function grossLines(doc: IssuedDocument) {
  const grosses =
    doc.pricingMode === 'inclusive'
      ? doc.lines.map((l) => l.totalHalalas)
      : allocateProportionally(
          doc.total,
          doc.lines.map((l) => l.totalHalalas),
        );
  return doc.lines.map((l, i) => ({
    name: l.nameAr.trim() || l.name,
    quantity: l.quantity,
    gross: grosses[i] ?? 0,
  }));
}

/**
 * In the transaction that issues the document: an onboarded restaurant's document joins its EGS's
 * signing queue (ZATCA Phase 2); otherwise nothing happens and it stays Phase 1.
 */
export function queuePhase2(trx: Database, restaurantId: number, doc: IssuedDocument): Promise<boolean> {
  return queueForSigning(trx, restaurantId, {
    kind: doc.kind,
    sourceId: doc.id,
    uuid: doc.publicId,
    source: {
      number: doc.number,
      issuedAt: doc.issuedAt,
      paymentMeans: doc.method === 'cash' ? 'cash' : 'card',
      lines: grossLines(doc),
      paid: doc.total,
      ...(doc.credited ? { credited: doc.credited } : {}),
    },
  });
}
