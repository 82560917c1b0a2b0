import { createPublicKey, type KeyObject, sign } from 'node:crypto';
import { CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  DirectoryString,
  Extension,
  Extensions,
  GeneralName,
  id_ce_subjectAltName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
} from '@peculiar/asn1-x509';
import { type CsrFields, checkCsrFields, type ZatcaEnvironment } from './csr-fields';

/** The OIDs ZATCA's CSR profile names (E-invoicing guidelines §2.2.2, Table 1). */
export const OID = {
  country: '2.5.4.6',
  organisationUnit: '2.5.4.11',
  organisation: '2.5.4.10',
  commonName: '2.5.4.3',
  organisationIdentifier: '2.5.4.97',
  serialName: '2.5.4.4',
  uid: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

/** The title's "TSCZ" map: Sufra issues simplified documents only. */
const INVOICE_TYPES = '0100';

/**
 * The template name tells ZATCA which environment the certificate is for; another environment's is
 * refused ("PREZATCA-Code-Signing … not supported" in production). Odoo encodes production's as
 * UTF8String and simulation's as PrintableString; for the developer sandbox wes4m and mrsool/zatca use
 * PrintableString.
 */
const TEMPLATES: Record<ZatcaEnvironment, DirectoryString> = {
  production: new DirectoryString({ utf8String: 'ZATCA-Code-Signing' }),
  simulation: new DirectoryString({ printableString: 'PREZATCA-Code-Signing' }),
  sandbox: new DirectoryString({ printableString: 'TSTZATCA-Code-Signing' }),
};

export interface EgsCsr {
  /** The PKCS#10 request as PEM text. */
  pem: string;
  /** What POST /compliance and PATCH /production/csids take: the base64 of the PEM text, not of the DER. */
  apiBody: { csr: string };
}

/** Throws CsrFieldError for a missing, too long or malformed field. */
export function buildCsr(input: CsrFields, privateKey: KeyObject): EgsCsr {
  const fields = checkCsrFields(input);
  const info = new CertificationRequestInfo({
    version: 0,
    subject: names([
      [OID.country, new AttributeValue({ printableString: 'SA' })],
      [OID.organisationUnit, utf8(fields.branchName)],
      [OID.organisation, utf8(fields.organisationName)],
      [OID.commonName, utf8(fields.unitName)],
      [OID.organisationIdentifier, utf8(fields.vatNumber)],
    ]),
    subjectPKInfo: AsnConvert.parse(
      createPublicKey(privateKey).export({ format: 'der', type: 'spki' }),
      SubjectPublicKeyInfo,
    ),
  });
  info.attributes.push(
    new Attribute({
      type: OID.extensionRequest,
      values: [AsnConvert.serialize(new Extensions(extensions(fields)))],
    }),
  );
  const toBeSigned = Buffer.from(AsnConvert.serialize(info));
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
    signature: toArrayBuffer(sign('sha256', toBeSigned, { key: privateKey, dsaEncoding: 'der' })),
  });
  const pem = toPem(Buffer.from(AsnConvert.serialize(request)));
  return { pem, apiBody: { csr: Buffer.from(pem, 'utf8').toString('base64') } };
}

function extensions(fields: CsrFields): Extension[] {
  const san = new SubjectAlternativeName([
    new GeneralName({
      directoryName: names([
        [OID.serialName, utf8(fields.egsSerial)],
        [OID.uid, utf8(fields.vatNumber)],
        [OID.title, utf8(INVOICE_TYPES)],
        [OID.registeredAddress, utf8(fields.location)],
        [OID.businessCategory, utf8(fields.industry)],
      ]),
    }),
  ]);
  return [
    extension(OID.certificateTemplateName, AsnConvert.serialize(TEMPLATES[fields.environment])),
    extension(id_ce_subjectAltName, AsnConvert.serialize(san)),
  ];
}

function extension(extnID: string, value: ArrayBuffer): Extension {
  return new Extension({ extnID, critical: false, extnValue: new OctetString(value) });
}

/** One attribute per RDN, in the given order, as `openssl req` and Odoo write them. */
function names(pairs: [type: string, value: AttributeValue][]): Name {
  return new Name(
    pairs.map(([type, value]) => new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value })])),
  );
}

function utf8(text: string): AttributeValue {
  return new AttributeValue({ utf8String: text });
}

function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

function toPem(der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return ['-----BEGIN CERTIFICATE REQUEST-----', ...lines, '-----END CERTIFICATE REQUEST-----', ''].join(
    '\n',
  );
}
