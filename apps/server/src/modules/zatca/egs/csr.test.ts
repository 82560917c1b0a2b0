import { createPublicKey, verify } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  DirectoryString,
  Extensions,
  id_ce_subjectAltName,
  type Name,
  SubjectAlternativeName,
} from '@peculiar/asn1-x509';
import { describe, expect, it } from 'vitest';
import { buildCsr, OID } from './csr';
import { CsrFieldError, type CsrFields } from './csr-fields';
import { generateEgsKey } from './egs-key';

const FIELDS: CsrFields = {
  organisationName: 'مطعم سفرة للمأكولات الشعبية',
  branchName: 'فرع الرياض',
  unitName: 'Sufra-EGS-12',
  vatNumber: '311111111101113',
  egsSerial: '1-Sufra|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  location: 'RRRD2929',
  industry: 'المطاعم',
  environment: 'simulation',
};

/** The CSR read back with the ASN.1 library: names as OID → text, the extensions by OID. */
function readCsr(pem: string) {
  const der = Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
  const request = AsnConvert.parse(der, CertificationRequest);
  const info = request.certificationRequestInfo;
  const extensionRequest = info.attributes.find((a) => a.type === OID.extensionRequest);
  const extensions = AsnConvert.parse(extensionRequest?.values[0] as ArrayBuffer, Extensions);
  const extension = (oid: string) =>
    extensions.find((e) => e.extnID === oid)?.extnValue.buffer as ArrayBuffer;
  const san = AsnConvert.parse(extension(id_ce_subjectAltName), SubjectAlternativeName);
  const publicKeyDer = Buffer.from(AsnConvert.serialize(info.subjectPKInfo));
  return {
    subject: nameValues(info.subject),
    san: nameValues(san[0]?.directoryName as Name),
    template: AsnConvert.parse(extension(OID.certificateTemplateName), DirectoryString),
    publicKeyDer,
    signatureVerifies: verify(
      'sha256',
      Buffer.from(request.certificationRequestInfoRaw as ArrayBuffer),
      createPublicKey({ key: publicKeyDer, format: 'der', type: 'spki' }),
      Buffer.from(request.signature),
    ),
    signatureAlgorithm: request.signatureAlgorithm,
  };
}

function nameValues(name: Name): [string, string][] {
  return name.map((rdn) => [rdn[0]?.type ?? '', rdn[0]?.value.toString() ?? '']);
}

describe("the EGS's CSR", () => {
  const key = generateEgsKey();

  it("reads back with ZATCA's subject and SAN in order, the EGS's key and a signature that verifies", () => {
    const csr = readCsr(buildCsr(FIELDS, key.privateKey).pem);
    expect(csr.subject).toEqual([
      [OID.country, 'SA'],
      [OID.organisationUnit, 'فرع الرياض'],
      [OID.organisation, 'مطعم سفرة للمأكولات الشعبية'],
      [OID.commonName, 'Sufra-EGS-12'],
      [OID.organisationIdentifier, '311111111101113'],
    ]);
    expect(csr.san).toEqual([
      [OID.serialName, '1-Sufra|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f'],
      [OID.uid, '311111111101113'],
      [OID.title, '0100'],
      [OID.registeredAddress, 'RRRD2929'],
      [OID.businessCategory, 'المطاعم'],
    ]);
    expect(csr.publicKeyDer.equals(key.publicKeyDer)).toBe(true);
    expect(csr.signatureAlgorithm.algorithm).toBe(OID.ecdsaWithSha256);
    expect(csr.signatureAlgorithm.parameters).toBeUndefined();
    expect(csr.signatureVerifies).toBe(true);
  });

  it("names the environment's certificate template in the encoding ZATCA's clients use", () => {
    const template = (environment: CsrFields['environment']) =>
      readCsr(buildCsr({ ...FIELDS, environment }, key.privateKey).pem).template;
    expect(template('production')).toEqual(new DirectoryString({ utf8String: 'ZATCA-Code-Signing' }));
    expect(template('simulation')).toEqual(new DirectoryString({ printableString: 'PREZATCA-Code-Signing' }));
    expect(template('sandbox')).toEqual(new DirectoryString({ printableString: 'TSTZATCA-Code-Signing' }));
  });

  it('gives the API body as the base64 of the PEM text', () => {
    const csr = buildCsr(FIELDS, key.privateKey);
    expect(csr.pem).toMatch(
      /^-----BEGIN CERTIFICATE REQUEST-----\n([A-Za-z0-9+/=]{1,64}\n)+-----END CERTIFICATE REQUEST-----\n$/,
    );
    expect(Buffer.from(csr.apiBody.csr, 'base64').toString('utf8')).toBe(csr.pem);
  });

  it('is not built from a refused field', () => {
    expect(() => buildCsr({ ...FIELDS, organisationName: 'م'.repeat(33) }, key.privateKey)).toThrow(
      CsrFieldError,
    );
    expect(() => buildCsr({ ...FIELDS, vatNumber: '300000000000002' }, key.privateKey)).toThrow(
      CsrFieldError,
    );
  });
});
