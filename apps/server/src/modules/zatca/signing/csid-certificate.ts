import { X509Certificate } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';

/** What the stamp and the QR take from the EGS's certificate (its CSID). */
export interface CsidCertificate {
  /** the certificate as ZATCA returns it: base64 DER on one line (KeyInfo and CertDigest use this text) */
  base64: string;
  /** RFC 2253 order, most specific first, as ZATCA's samples write X509IssuerName */
  issuerName: string;
  /** decimal, as ZATCA's samples write X509SerialNumber */
  serialNumber: string;
  /** DER SubjectPublicKeyInfo (QR tag 8) */
  publicKey: Buffer;
  /** the issuing CA's signature over the certificate, DER (QR tag 9) */
  signature: Buffer;
}

export function readCsidCertificate(base64: string): CsidCertificate {
  const text = base64.replace(/\s+/g, '');
  const der = Buffer.from(text, 'base64');
  const x509 = new X509Certificate(der);
  return {
    base64: text,
    // Node lists the issuer's RDNs in DER order, one a line; XML-DSig writes them reversed, comma-separated.
    issuerName: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    publicKey: x509.publicKey.export({ type: 'spki', format: 'der' }),
    signature: Buffer.from(AsnConvert.parse(der, Certificate).signatureValue),
  };
}
