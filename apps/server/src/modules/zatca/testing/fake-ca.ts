import { createPublicKey, generateKeyPairSync, type KeyObject, randomBytes, sign, verify } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Extensions,
  Name,
  RelativeDistinguishedName,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import { OID } from '../egs/csr';

const DOMAIN_COMPONENT = '0.9.2342.19200300.100.1.25';

/** ZATCA's test CA as its certificates name it (RFC 2253: CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local). */
const ISSUER: [type: string, value: AttributeValue][] = [
  [DOMAIN_COMPONENT, new AttributeValue({ ia5String: 'local' })],
  [DOMAIN_COMPONENT, new AttributeValue({ ia5String: 'gov' })],
  [DOMAIN_COMPONENT, new AttributeValue({ ia5String: 'extgazt' })],
  [OID.commonName, new AttributeValue({ printableString: 'TSZEINVOICE-SubCA-1' })],
];

export class CsrRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsrRefusedError';
  }
}

export interface IssueOptions {
  /** how long the certificate is valid from `now`; 365 unless told */
  validDays?: number;
  now?: Date;
}

/**
 * A throwaway certificate authority standing in for ZATCA's: like ZATCA's simulation and production, it
 * certifies the key the CSR carries (the SDK's fixed test certificate fits no EGS's own key, and Sufra's
 * stamp refuses a certificate for another key). Test code only: its key lives as long as the process.
 */
export function createFakeCa() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  return {
    publicKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    /** The certificate's base64 DER text on one line; throws CsrRefusedError for a CSR that does not verify. */
    issueCertificate: (csrPem: string, options: IssueOptions = {}) =>
      issueCertificate(privateKey, csrPem, options),
  };
}

/** The PKCS#10 request, once its signature verifies with its own key (proof the requester holds the key). */
export function readVerifiedCsr(csrPem: string): CertificationRequest {
  let request: CertificationRequest;
  try {
    const der = Buffer.from(csrPem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    request = AsnConvert.parse(der, CertificationRequest);
  } catch {
    throw new CsrRefusedError('the CSR is not a PKCS#10 request');
  }
  if (request.signatureAlgorithm.algorithm !== OID.ecdsaWithSha256) {
    throw new CsrRefusedError('the CSR is not signed with ecdsa-with-SHA256');
  }
  let verifies: boolean;
  try {
    const key = createPublicKey({
      key: Buffer.from(AsnConvert.serialize(request.certificationRequestInfo.subjectPKInfo)),
      format: 'der',
      type: 'spki',
    });
    verifies = verify(
      'sha256',
      Buffer.from(request.certificationRequestInfoRaw as ArrayBuffer),
      { key, dsaEncoding: 'der' },
      Buffer.from(request.signature),
    );
  } catch {
    verifies = false;
  }
  if (!verifies) throw new CsrRefusedError("the CSR's signature does not verify with its own key");
  return request;
}

function issueCertificate(caKey: KeyObject, csrPem: string, options: IssueOptions): string {
  const info = readVerifiedCsr(csrPem).certificationRequestInfo;
  const now = options.now ?? new Date();
  const days = options.validDays ?? 365;
  const ecdsaWithSha256 = new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: serialNumber(),
    signature: ecdsaWithSha256,
    issuer: new Name(
      ISSUER.map(
        ([type, value]) => new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value })]),
      ),
    ),
    // A minute back, as CAs do, so a clock a little behind the CA's already accepts it.
    validity: new Validity({
      notBefore: new Date(now.getTime() - 60_000),
      notAfter: new Date(now.getTime() + days * 86_400_000),
    }),
    subject: info.subject,
    subjectPublicKeyInfo: info.subjectPKInfo,
    extensions: requestedExtensions(info.attributes),
  });
  const tbsDer = Buffer.from(AsnConvert.serialize(tbs));
  const signature = sign('sha256', tbsDer, { key: caKey, dsaEncoding: 'der' });
  const certificate = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: ecdsaWithSha256,
    signatureValue: toArrayBuffer(signature),
  });
  return Buffer.from(AsnConvert.serialize(certificate)).toString('base64');
}

/** The SAN and the certificate-template extension the CSR asks for (its extensionRequest attribute). */
function requestedExtensions(
  attributes: CertificationRequest['certificationRequestInfo']['attributes'],
): Extensions | undefined {
  const requested = attributes.find((a) => a.type === OID.extensionRequest)?.values[0];
  return requested ? AsnConvert.parse(requested, Extensions) : undefined;
}

/** 16 random bytes read as a positive INTEGER: the first byte 0x01..0x7f keeps it positive and minimal. */
function serialNumber(): ArrayBuffer {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) % 0x7f) + 1;
  return toArrayBuffer(bytes);
}

function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
