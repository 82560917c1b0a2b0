import { createHash } from 'node:crypto';
import { escapeXml } from './escape-xml';

const XADES_NS = 'http://uri.etsi.org/01903/v1.3.2#';
const DS_NS = 'http://www.w3.org/2000/09/xmldsig#';

export interface SignedPropertiesFields {
  /** e.g. 2023-01-24T11:16:44Z */
  signingTime: string;
  certDigest: string;
  issuerName: string;
  serialNumber: string;
}

/**
 * xades:SignedProperties with the indentation it has inside the stamp (the digest covers these exact
 * spaces and '\n's). ZATCA hashes this text, not a C14N output, with the namespace declarations an
 * extracted element would need written in: xmlns:xades on the root and xmlns:ds on each ds:* element.
 */
function signedPropertiesText(f: SignedPropertiesFields, declareNamespaces: boolean): string {
  const xades = declareNamespaces ? ` xmlns:xades="${XADES_NS}"` : '';
  const ds = declareNamespaces ? ` xmlns:ds="${DS_NS}"` : '';
  const pad = (depth: number) => ' '.repeat(32 + 4 * depth);
  return [
    `<xades:SignedProperties${xades} Id="xadesSignedProperties">`,
    `${pad(1)}<xades:SignedSignatureProperties>`,
    `${pad(2)}<xades:SigningTime>${escapeXml(f.signingTime)}</xades:SigningTime>`,
    `${pad(2)}<xades:SigningCertificate>`,
    `${pad(3)}<xades:Cert>`,
    `${pad(4)}<xades:CertDigest>`,
    `${pad(5)}<ds:DigestMethod${ds} Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>`,
    `${pad(5)}<ds:DigestValue${ds}>${escapeXml(f.certDigest)}</ds:DigestValue>`,
    `${pad(4)}</xades:CertDigest>`,
    `${pad(4)}<xades:IssuerSerial>`,
    `${pad(5)}<ds:X509IssuerName${ds}>${escapeXml(f.issuerName)}</ds:X509IssuerName>`,
    `${pad(5)}<ds:X509SerialNumber${ds}>${escapeXml(f.serialNumber)}</ds:X509SerialNumber>`,
    `${pad(4)}</xades:IssuerSerial>`,
    `${pad(3)}</xades:Cert>`,
    `${pad(2)}</xades:SigningCertificate>`,
    `${pad(1)}</xades:SignedSignatureProperties>`,
    `${pad(0)}</xades:SignedProperties>`,
  ].join('\n');
}

/** The element as the stamp embeds it (its namespaces declared by its ancestors). */
export function embeddedSignedProperties(f: SignedPropertiesFields): string {
  return signedPropertiesText(f, false);
}

/** Reference 2's DigestValue: base64 of the hex SHA-256 text, ZATCA's hex-then-base64 quirk. */
export function signedPropertiesDigest(f: SignedPropertiesFields): string {
  return hexThenBase64(signedPropertiesText(f, true));
}

/** CertDigest: base64 of the hex SHA-256 of the certificate's base64 text (not of its DER). */
export function certificateDigest(certificateBase64: string): string {
  return hexThenBase64(certificateBase64);
}

function hexThenBase64(text: string): string {
  const hex = createHash('sha256').update(text, 'utf8').digest('hex');
  return Buffer.from(hex, 'utf8').toString('base64');
}
