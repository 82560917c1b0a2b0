import { type Halalas, halalas } from '@sufra/domain';
import type { Database, ZatcaSellerColumn, ZatcaSourceColumn } from '../../../db/schema';
import type { SecretKey } from '../../../platform/crypto/secret-box';
import { enqueueJob } from '../../../platform/jobs/outbox';
import { type Seller, statedAmounts, type TaxDocument } from '../document/tax-document';
import { documentQrFields, unsignedUbl } from '../document/ubl-document';
import { lockEgsHead, moveEgsHead } from '../egs/egs.repository';
import { egsKeyContext, openEgsKey } from '../egs/egs-key';
import { certificateOfToken } from '../fatoora/csid-token';
import { invoiceStamper } from '../signing/stamp';
import { ZATCA_REPORT_JOB } from '../zatca-jobs';
import { listUnsigned, recordSigned } from './zatca-documents.repository';

/** One document signed into the chain: what its source's page and receipt show from now on. */
export interface SignedSource {
  kind: 'invoice' | 'credit_note';
  sourceId: number;
  /** the Phase 2 QR (tags 1–9), base64 */
  qr: string;
  /** the VAT the document states (round(net × 15 %)): the invoice's VAT from now on */
  vat: Halalas;
  icv: number;
}

/** Documents signed per transaction: a burst's queue drains in a few short turns of the head's lock. */
export const SIGN_BATCH = 50;

export function sellerOf(column: ZatcaSellerColumn): Seller {
  return {
    name: column.organisationName,
    vatNumber: column.vatNumber,
    crNumber: column.crNumber,
    address: { ...column.address, country: 'SA' },
  };
}

function taxDocumentOf(
  seller: Seller,
  row: { kind: 'invoice' | 'credit_note'; uuid: string; source: ZatcaSourceColumn },
  chain: { icv: number; pih: string },
): TaxDocument {
  const { source } = row;
  const kind =
    row.kind === 'credit_note'
      ? {
          kind: 'credit-note' as const,
          creditedInvoiceNumber: source.credited?.number ?? '',
          reason: source.credited?.reason ?? '',
        }
      : { kind: 'invoice' as const };
  return {
    ...kind,
    seller,
    number: source.number,
    uuid: row.uuid,
    icv: chain.icv,
    pih: chain.pih,
    issuedAt: new Date(source.issuedAt),
    paymentMeans: source.paymentMeans,
    ...statedAmounts(
      source.lines.map((l) => ({ name: l.name, quantity: l.quantity, gross: halalas(l.gross) })),
      halalas(source.paid),
    ),
  };
}

/**
 * Signs the restaurant's queued documents in the order they were issued, INSIDE the caller's transaction:
 * the EGS row's lock is held until it commits, so ICVs are gapless and each PIH is the previous document's
 * hash whatever runs at the same time; a crash rolls the batch back whole, the head unmoved. Each signed
 * document gets its reporting job in the same transaction. Returns what was signed (empty: nothing queued,
 * or no EGS).
 */
export async function signQueuedDocuments(
  trx: Database,
  box: SecretKey,
  restaurantId: number,
): Promise<SignedSource[]> {
  const head = await lockEgsHead(trx, restaurantId);
  if (!head) return [];
  const queue = await listUnsigned(trx, head.id, SIGN_BATCH);
  if (queue.length === 0) return [];
  const pem = openEgsKey(box, head.privateKeyEncrypted, egsKeyContext(restaurantId)).privateKey.export({
    format: 'pem',
    type: 'pkcs8',
  });
  // The EGS's key and certificate read once for the whole batch, which signs under the EGS's row lock.
  const stamp = invoiceStamper({
    privateKeyPem: typeof pem === 'string' ? pem : pem.toString('utf8'),
    certificate: certificateOfToken(head.certificate),
  });
  const seller = sellerOf(head.seller);
  let { lastIcv: icv, lastPih: pih } = head;
  const signed: SignedSource[] = [];
  for (const row of queue) {
    icv += 1;
    const doc = taxDocumentOf(seller, row, { icv, pih });
    const stamped = stamp({
      unsignedXml: unsignedUbl(doc),
      qr: documentQrFields(doc),
      signingTime: new Date(),
    });
    await recordSigned(trx, row.id, {
      icv,
      pih,
      invoiceHash: stamped.invoiceHash,
      signedXml: stamped.xml,
      qr: stamped.qr,
    });
    await enqueueJob(trx, {
      type: ZATCA_REPORT_JOB,
      payload: { documentId: row.id },
      dedupeKey: `zatca.report:${row.uuid}`,
      // Retries back off to at most REPORT_RETRY_CAP_MS (10 min) apart: 500 tries outlast about 3.5 days of
      // outage, so a document never goes dead before ZATCA returns (docs/decisions.md).
      maxAttempts: 500,
    });
    pih = stamped.invoiceHash;
    const sourceId = row.kind === 'invoice' ? row.invoiceId : row.creditNoteId;
    if (sourceId === null) throw new Error(`zatca document ${row.id} has no source`);
    signed.push({ kind: row.kind, sourceId, qr: stamped.qr, vat: doc.totals.vat, icv });
  }
  await moveEgsHead(trx, head.id, icv, pih);
  return signed;
}
