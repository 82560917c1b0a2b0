import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  sampleQrFields,
  sdkCertificate,
  sdkPrivateKeyPem,
  unsignedSample,
} from '../signing/sdk-samples.test-support';
import { stampInvoice } from '../signing/stamp';
import { FIRST_PIH, verifyChain, verifyStampedInvoice } from './independent-verifier';

const sample = (path: string) =>
  readFileSync(new URL(`./sdk/Data/Samples/Simplified/${path}`, import.meta.url), 'utf8');

describe("the independent verifier on ZATCA's signed samples", () => {
  it.each([
    'Invoice/Simplified_Invoice.xml',
    'Credit/Simplified_Credit_Note.xml',
    'Debit/Simplified_Debit_Note.xml',
    'Invoice/Additional_Simplified_Invoices/Simplified_Invoice_USD.xml',
    'Invoice/Additional_Simplified_Invoices/Out_Of_Scope_Simplified_Invoice.xml',
  ])('accepts %s', async (path) => {
    const report = await verifyStampedInvoice(sample(path));
    expect(report.failures).toEqual([]);
    expect(report.pih).toBe(FIRST_PIH);
  });

  // ZATCA edited its _Error samples after signing them, so their stamps no longer match their content.
  it.each([
    'Invoice/Simplified_Invoice_Error.xml',
    'Credit/Simplified_Credit_Note_Error.xml',
    'Debit/Simplified_Debit_Note_Error.xml',
  ])('rejects %s', async (path) => {
    expect((await verifyStampedInvoice(sample(path))).failures).toEqual([
      'reference 1 DigestValue is not the invoice hash of the stored bytes',
      "SignatureValue does not verify with the document's certificate",
      'QR tag 6 is not the invoice hash',
    ]);
  });

  it('knows the first PIH: base64 of the hex SHA-256 of "0"', () => {
    const hex = createHash('sha256').update('0').digest('hex');
    expect(FIRST_PIH).toBe(Buffer.from(hex).toString('base64'));
  });
});

/** Our own documents: the invoice sample re-numbered into a chain and stamped with the SDK's test CSID. */
function chainDocument(icv: number, pih: string) {
  const invoice = sample('Invoice/Simplified_Invoice.xml');
  const unsigned = unsignedSample(invoice)
    .replace(/(<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>)\d+/, `$1${icv}`)
    .replace(
      /(<cbc:ID>PIH<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>)[^<]*/,
      `$1${pih}`,
    );
  return stampInvoice({
    unsignedXml: unsigned,
    privateKeyPem: sdkPrivateKeyPem(),
    certificate: sdkCertificate(),
    qr: sampleQrFields(invoice),
    signingTime: new Date('2026-11-28T10:00:00Z'),
  });
}

describe('the independent verifier on our stamped documents', () => {
  const first = chainDocument(1, FIRST_PIH);
  const second = chainDocument(2, first.invoiceHash);
  const third = chainDocument(3, second.invoiceHash);

  it('follows an unbroken PIH chain with ICVs 1..n', async () => {
    expect(await verifyChain([first.xml, second.xml, third.xml])).toEqual([]);
  });

  it('verifies a long chain in one canonicalising run', async () => {
    const chain = [first];
    while (chain.length < 100) chain.push(chainDocument(chain.length + 1, chain.at(-1)!.invoiceHash));
    expect(await verifyChain(chain.map((document) => document.xml))).toEqual([]);
  });

  it('reports a chain out of order, with a gap, or with a wrong PIH', async () => {
    expect(await verifyChain([first.xml, third.xml])).toEqual([
      'document 2: ICV is 3',
      "document 2: PIH is not the previous document's hash",
    ]);
    expect(await verifyChain([second.xml])).toEqual([
      'document 1: ICV is 2',
      "document 1: PIH is not the previous document's hash",
    ]);
    const forked = chainDocument(2, third.invoiceHash);
    expect(await verifyChain([first.xml, forked.xml])).toEqual([
      "document 2: PIH is not the previous document's hash",
    ]);
  });

  it("rejects a signature made with a key other than the certificate's", async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const digest = Buffer.from(first.invoiceHash, 'base64');
    const forged = sign('sha256', digest, { key: privateKey, dsaEncoding: 'der' }).toString('base64');
    const xml = first.xml.replace(first.signatureValue, forged);
    expect((await verifyStampedInvoice(xml)).failures).toEqual([
      "SignatureValue does not verify with the document's certificate",
      'QR tag 7 is not the SignatureValue',
    ]);
  });

  it('rejects a QR that does not carry the stamp, or a certificate swapped after signing', async () => {
    const otherQr = second.qr;
    expect((await verifyStampedInvoice(first.xml.replace(first.qr, otherQr))).failures).toEqual([
      'QR tag 6 is not the invoice hash',
      'QR tag 7 is not the SignatureValue',
    ]);
    const sampleCertificate = /<ds:X509Certificate>([^<]*)</.exec(
      sample('Invoice/Simplified_Invoice.xml'),
    )?.[1];
    const swapped = first.xml.replace(sdkCertificate(), sampleCertificate ?? '');
    expect((await verifyStampedInvoice(swapped)).failures).toEqual([
      'CertDigest is not the digest of the certificate in KeyInfo',
      "X509SerialNumber is not the certificate's serial number",
      "QR tag 9 is not the certificate's signature",
    ]);
  });
});
