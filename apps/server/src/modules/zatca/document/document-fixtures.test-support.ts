import { type Halalas, halalas } from '@sufra/domain';
import { sdkCertificate, sdkPrivateKeyPem } from '../signing/sdk-samples.test-support';
import { invoiceStamper } from '../signing/stamp';
import { FIRST_PIH } from '../testing/independent-verifier';
import type { DocumentKind, GrossLine, PaymentMeans, Seller, TaxDocument } from './tax-document';
import { statedAmounts } from './tax-document';
import { documentQrFields, unsignedUbl } from './ubl-document';
import { validateUblBatch } from './validate-batch.test-support';

const SELLER: Seller = {
  name: 'مطعم سفرة | Sufra & Sons <Riyadh>',
  vatNumber: '399999999900003',
  crNumber: '1010010000',
  address: {
    street: 'الامير سلطان',
    buildingNumber: '3242',
    additionalNumber: '4323',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12345',
    country: 'SA',
  },
};

/** ZATCA's first PIH (BR-KSA-26). */

/** A fixed past instant: BR-KSA-04 refuses an issue date after the validator's today. */
const ISSUED_AT = new Date('2026-11-28T20:59:30Z');

let icv = 0;

export interface DocumentSpec {
  lines: GrossLine[];
  paid: Halalas;
  kind?: DocumentKind;
  paymentMeans?: PaymentMeans;
}

export function taxDocument(spec: DocumentSpec): TaxDocument {
  icv += 1;
  return {
    ...(spec.kind ?? { kind: 'invoice' }),
    seller: SELLER,
    number: `INV-${icv}`,
    uuid: crypto.randomUUID(),
    icv,
    pih: FIRST_PIH,
    issuedAt: ISSUED_AT,
    paymentMeans: spec.paymentMeans ?? 'card',
    ...statedAmounts(spec.lines, spec.paid),
  };
}

/** One line for the whole amount: an even or custom share of a one-line bill. */
export const shareOf = (gross: number): DocumentSpec => ({
  lines: [{ name: 'Kabsa', quantity: 1, gross: halalas(gross) }],
  paid: halalas(gross),
});

const stamp = invoiceStamper({ privateKeyPem: sdkPrivateKeyPem(), certificate: sdkCertificate() });

/** Built, stamped with the SDK's test key and certificate, as it would be stored and reported. */
export function stampedXml(doc: TaxDocument): string {
  return stamp({ unsignedXml: unsignedUbl(doc), qr: documentQrFields(doc), signingTime: doc.issuedAt }).xml;
}

/** The one-line shares of these grosses that ZATCA's validation finds anything in, with what it found. */
export async function sharesWithFindings(grosses: readonly number[]) {
  const findings = await validateUblBatch(grosses.map((g) => stampedXml(taxDocument(shareOf(g)))));
  return grosses.flatMap((gross, i) => {
    const f = findings[i];
    return f && f.errors.length + f.warnings.length > 0 ? [{ gross, ...f }] : [];
  });
}
