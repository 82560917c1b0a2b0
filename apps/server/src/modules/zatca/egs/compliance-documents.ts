import type { KeyObject } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { halalas } from '@sufra/domain';
import type { ZatcaSellerColumn } from '../../../db/schema';
import { FIRST_PIH } from '../chain/first-pih';
import { sellerOf } from '../chain/sign-queue';
import { type DocumentKind, statedAmounts, type TaxDocument } from '../document/tax-document';
import { documentQrFields, unsignedUbl } from '../document/ubl-document';
import { certificateOfToken } from '../fatoora/csid-token';
import type { CsidAuth, FatooraClient } from '../fatoora/fatoora-client';
import { invoiceStamper } from '../signing/stamp';

/** One of each simplified type, as ZATCA's compliance checks ask of an EGS whose CSR says 0100. */
const KINDS: DocumentKind[] = [
  { kind: 'invoice' },
  { kind: 'credit-note', creditedInvoiceNumber: 'CHECK-1', reason: 'Compliance check' },
  { kind: 'debit-note', debitedInvoiceNumber: 'CHECK-1', reason: 'Compliance check' },
];

export interface ComplianceFailure {
  code: string;
  message: string;
}

/**
 * Signs a simplified invoice, credit note and debit note with the compliance CSID and has ZATCA check
 * each (POST /compliance/invoices). They chain among themselves from the first PIH and never count: the
 * EGS's own chain starts after onboarding. Returns ZATCA's errors (empty: all passed, warnings allowed).
 */
export async function passComplianceChecks(
  client: FatooraClient,
  auth: CsidAuth,
  privateKey: KeyObject,
  seller: ZatcaSellerColumn,
): Promise<ComplianceFailure[]> {
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' });
  const stamp = invoiceStamper({
    privateKeyPem: typeof pem === 'string' ? pem : pem.toString('utf8'),
    certificate: certificateOfToken(auth.binarySecurityToken),
  });
  let pih = FIRST_PIH;
  const failures: ComplianceFailure[] = [];
  for (const [index, kind] of KINDS.entries()) {
    const doc: TaxDocument = {
      ...kind,
      seller: sellerOf(seller),
      number: `CHECK-${index + 1}`,
      uuid: randomUUID(),
      icv: index + 1,
      pih,
      issuedAt: new Date(),
      paymentMeans: 'card',
      ...statedAmounts([{ name: 'Compliance check', quantity: 1, gross: halalas(11_500) }], halalas(11_500)),
    };
    const stamped = stamp({
      unsignedXml: unsignedUbl(doc),
      qr: documentQrFields(doc),
      signingTime: new Date(),
    });
    const results = await client.checkCompliance(auth, {
      invoiceHash: stamped.invoiceHash,
      uuid: doc.uuid,
      invoice: stamped.xml,
    });
    failures.push(...results.errorMessages.map(({ code, message }) => ({ code, message })));
    pih = stamped.invoiceHash;
  }
  return failures;
}
