import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import type { ZatcaQrFields } from '@sufra/domain';
import { type CsidCertificate, readCsidCertificate } from './csid-certificate';
import { invoiceDigest } from './invoice-hash';
import { encodePhase2Qr } from './qr';
import { certificateDigest, embeddedSignedProperties, signedPropertiesDigest } from './signed-properties';
import { ublExtensionsText } from './ubl-extensions';

/** Who stamps: an EGS's key and its certificate, the same for every document it signs. */
export interface StampSigner {
  /** the EGS's secp256k1 private key, PEM (SEC1 or PKCS#8) */
  privateKeyPem: string;
  /** the CSID: the certificate's base64 DER text */
  certificate: string;
}

/** One document to stamp. */
export interface StampDocument {
  /**
   * The UBL document with its stamp's places held, as ZATCA's samples lay them out: an `ext:UBLExtensions`
   * element (e.g. `<ext:UBLExtensions/>`) where the stamp goes, the QR's `cac:AdditionalDocumentReference`
   * with an (empty) `cbc:EmbeddedDocumentBinaryObject`, and the `cac:Signature` element.
   */
  unsignedXml: string;
  /** QR tags 1–5, as the document states them */
  qr: ZatcaQrFields;
  signingTime: Date;
}

export type StampInput = StampSigner & StampDocument;

export interface StampedInvoice {
  /** the signed document: store and send exactly these bytes */
  xml: string;
  invoiceHash: string;
  signatureValue: string;
  qr: string;
}

/** One document stamped by its EGS (a series of the same EGS's takes invoiceStamper once instead). */
export function stampInvoice(input: StampInput): StampedInvoice {
  return invoiceStamper(input)(input);
}

/**
 * The EGS's stamp for any number of documents: its key and certificate are read and checked against each
 * other once, not per document (about 2 of a document's 5 ms here: a chain's batch signs under its EGS's
 * row lock, docs/zatca.md).
 */
export function invoiceStamper(signer: StampSigner): (doc: StampDocument) => StampedInvoice {
  const certificate = readCsidCertificate(signer.certificate);
  const privateKey = createPrivateKey(signer.privateKeyPem);
  const ownPublicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  if (!ownPublicKey.equals(certificate.publicKey))
    throw new Error('ZATCA stamp: the certificate is not for this EGS key');
  const certDigest = certificateDigest(certificate.base64);
  return (input) => stampWith(input, certificate, privateKey, certDigest);
}

/**
 * The cryptographic stamp (KSA-15) and the QR (KSA-14). The invoice hash leaves out everything this fills
 * in, so the document is hashed once, the stamp and QR are spliced into that exact text, and the result is
 * hashed again to prove no hashed byte moved (never re-serialised).
 */
function stampWith(
  input: StampDocument,
  certificate: CsidCertificate,
  privateKey: KeyObject,
  certDigest: string,
): StampedInvoice {
  const digest = invoiceDigest(input.unsignedXml);
  const invoiceHash = digest.toString('base64');
  // ZATCA signs the raw 32-byte digest itself (the samples verify only so), not a canonical SignedInfo.
  const signatureValue = sign('sha256', digest, { key: privateKey, dsaEncoding: 'der' }).toString('base64');
  const signedProperties = {
    signingTime: input.signingTime.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    certDigest,
    issuerName: certificate.issuerName,
    serialNumber: certificate.serialNumber,
  };
  const stamp = ublExtensionsText({
    invoiceHash,
    signedPropertiesDigest: signedPropertiesDigest(signedProperties),
    signatureValue,
    certificate: certificate.base64,
    signedProperties: embeddedSignedProperties(signedProperties),
  });
  const qr = encodePhase2Qr({
    ...input.qr,
    invoiceHash,
    signatureValue,
    publicKey: certificate.publicKey,
    certificateSignature: certificate.signature,
  });

  assertOnce(input.unsignedXml, UBL_SIGNATURE, 'cac:Signature');
  const xml = spliceQr(
    spliceOnce(input.unsignedXml, UBL_EXTENSIONS, () => stamp, 'ext:UBLExtensions'),
    qr,
  );
  if (!invoiceDigest(xml).equals(digest)) throw new Error('ZATCA stamp: splicing changed the hashed content');
  return { xml, invoiceHash, signatureValue, qr };
}

const UBL_SIGNATURE = /<cac:Signature>/g;
const UBL_EXTENSIONS = /<ext:UBLExtensions\s*\/>|<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/g;
const QR_REFERENCE =
  /<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/g;
const EMBEDDED_OBJECT =
  /<cbc:EmbeddedDocumentBinaryObject((?:\s+[^\s=/>]+="[^"]*")*)\s*(?:\/>|>[^<]*<\/cbc:EmbeddedDocumentBinaryObject>)/g;

function spliceQr(xml: string, qr: string): string {
  return spliceOnce(
    xml,
    QR_REFERENCE,
    (reference) =>
      spliceOnce(
        reference,
        EMBEDDED_OBJECT,
        (_, attributes) =>
          `<cbc:EmbeddedDocumentBinaryObject${attributes}>${qr}</cbc:EmbeddedDocumentBinaryObject>`,
        "the QR reference's cbc:EmbeddedDocumentBinaryObject",
      ),
    "cac:AdditionalDocumentReference[cbc:ID='QR']",
  );
}

/** Replaces the pattern's single match; a missing or repeated place is a broken document, so it throws. */
function spliceOnce(
  text: string,
  pattern: RegExp,
  replacement: (match: string, ...groups: string[]) => string,
  what: string,
): string {
  assertOnce(text, pattern, what);
  return text.replace(pattern, replacement);
}

function assertOnce(text: string, pattern: RegExp, what: string): void {
  const count = text.match(pattern)?.length ?? 0;
  if (count !== 1) throw new Error(`ZATCA stamp: expected one ${what} in the document, found ${count}`);
}
