import { readFileSync } from 'node:fs';
import { halalas, type ZatcaQrFields } from '@sufra/domain';
import { decodePhase2Qr } from './qr';

/** ZATCA's signed simplified samples (copied unchanged into ../testing/sdk, see its README). */
export const SAMPLES = {
  invoice: 'Samples/Simplified/Invoice/Simplified_Invoice.xml',
  creditNote: 'Samples/Simplified/Credit/Simplified_Credit_Note.xml',
  debitNote: 'Samples/Simplified/Debit/Simplified_Debit_Note.xml',
} as const;

export function readSdkFile(path: string): string {
  return readFileSync(new URL(`../testing/sdk/Data/${path}`, import.meta.url), 'utf8');
}

/** The SDK ships its test key as bare base64 of a SEC1 key; PEM needs the armour. */
export function sdkPrivateKeyPem(): string {
  const base64 = readSdkFile('Certificates/ec-secp256k1-priv-key.pem').trim();
  return `-----BEGIN EC PRIVATE KEY-----\n${base64}\n-----END EC PRIVATE KEY-----\n`;
}

/** The SDK's test CSID (same key as the samples' certificate, another serial). */
export function sdkCertificate(): string {
  return readSdkFile('Certificates/cert.pem').trim();
}

function captured(xml: string, pattern: RegExp): string {
  const value = pattern.exec(xml)?.[1];
  if (value === undefined) throw new Error(`sample has no match for ${pattern}`);
  return value;
}

/** What a signed sample states, read as text so the tests compare against ZATCA's bytes. */
export function sampleStamp(xml: string) {
  return {
    invoiceHash: captured(xml, /<ds:Reference Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]*)</),
    signedPropertiesDigest: captured(xml, /URI="#xadesSignedProperties">[\s\S]*?<ds:DigestValue>([^<]*)</),
    signatureValue: captured(xml, /<ds:SignatureValue>([^<]*)</),
    certificate: captured(xml, /<ds:X509Certificate>([^<]*)</),
    signingTime: captured(xml, /<xades:SigningTime>([^<]*)</),
    certDigest: captured(xml, /<xades:CertDigest>[\s\S]*?<ds:DigestValue>([^<]*)</),
    issuerName: captured(xml, /<ds:X509IssuerName>([^<]*)</),
    serialNumber: captured(xml, /<ds:X509SerialNumber>([^<]*)</),
    signedProperties: captured(xml, /(<xades:SignedProperties[\s\S]*?<\/xades:SignedProperties>)/),
    qr: captured(
      xml,
      /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</,
    ),
  };
}

/** The sample's QR tags 1–5 as the stamp takes them. */
export function sampleQrFields(xml: string): ZatcaQrFields {
  const qr = decodePhase2Qr(sampleStamp(xml).qr);
  const money = (text: string) => halalas(Math.round(Number(text) * 100));
  return {
    sellerName: qr.sellerName,
    vatNumber: qr.vatNumber,
    timestamp: qr.timestamp,
    total: money(qr.total),
    vatTotal: money(qr.vatTotal),
  };
}

/** The sample as it was before signing: the stamp's place held by an empty element, the QR empty. */
export function unsignedSample(xml: string): string {
  return xml
    .replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '<ext:UBLExtensions/>')
    .replace(
      /(<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject mimeCode="text\/plain">)[^<]*/,
      '$1',
    );
}
