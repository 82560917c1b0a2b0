import { X509Certificate } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate, Extensions, Version } from '@peculiar/asn1-x509';
import { describe, expect, it } from 'vitest';
import { shareOf, taxDocument } from '../document/document-fixtures.test-support';
import { documentQrFields, unsignedUbl } from '../document/ubl-document';
import { buildCsr, OID } from '../egs/csr';
import type { CsrFields } from '../egs/csr-fields';
import { generateEgsKey } from '../egs/egs-key';
import { readCsidCertificate } from '../signing/csid-certificate';
import { sdkCertificate } from '../signing/sdk-samples.test-support';
import { stampInvoice } from '../signing/stamp';
import { CsrRefusedError, createFakeCa } from './fake-ca';
import { verifyStampedInvoice } from './independent-verifier';

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
const NOW = new Date('2026-11-28T09:30:00Z');
const DAY = 86_400_000;

const derOf = (pem: string) => Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
const pemOf = (der: Buffer) =>
  `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;

/** The CSR's extensionRequest as DER, extension by extension. */
function requestedExtensions(pem: string): Buffer[] {
  const info = AsnConvert.parse(derOf(pem), CertificationRequest).certificationRequestInfo;
  const requested = info.attributes.find((a) => a.type === OID.extensionRequest)?.values[0] as ArrayBuffer;
  return AsnConvert.parse(requested, Extensions).map((e) => Buffer.from(AsnConvert.serialize(e)));
}

describe("the imitation's certificate authority", () => {
  const ca = createFakeCa();
  const key = generateEgsKey();
  const csr = buildCsr(FIELDS, key.privateKey);
  const issued = ca.issueCertificate(csr.pem, { now: NOW });
  const x509 = new X509Certificate(Buffer.from(issued, 'base64'));

  it("certifies the CSR's own key and subject, as a CSID the stamp can read, signed by the CA", () => {
    expect(issued).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const csid = readCsidCertificate(issued);
    expect(csid.publicKey.equals(key.publicKeyDer)).toBe(true);
    expect(x509.subject.split('\n')).toEqual([
      'C=SA',
      'OU=فرع الرياض',
      'O=مطعم سفرة للمأكولات الشعبية',
      'CN=Sufra-EGS-12',
      'organizationIdentifier=311111111101113',
    ]);
    expect(csid.issuerName).toBe('CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local');
    expect(BigInt(csid.serialNumber)).toBeGreaterThan(0n);
    expect(x509.verify(ca.publicKey)).toBe(true);
    expect(x509.verify(createFakeCa().publicKey)).toBe(false);
  });

  it('is an X.509 v3 certificate carrying the SAN and template the CSR asked for, under a fresh serial', () => {
    const certificate = AsnConvert.parse(Buffer.from(issued, 'base64'), Certificate);
    expect(certificate.tbsCertificate.version).toBe(Version.v3);
    expect(certificate.signatureAlgorithm.algorithm).toBe(OID.ecdsaWithSha256);
    const extensions = (certificate.tbsCertificate.extensions ?? []).map((e) =>
      Buffer.from(AsnConvert.serialize(e)),
    );
    expect(extensions).toEqual(requestedExtensions(csr.pem));
    expect(x509.subjectAltName).toContain('SN=1-Sufra|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f');
    const again = readCsidCertificate(ca.issueCertificate(csr.pem, { now: NOW }));
    expect(again.serialNumber).not.toBe(readCsidCertificate(issued).serialNumber);
  });

  it('is valid from a minute before its issue for validDays, a year unless told', () => {
    expect(new Date(x509.validFrom).getTime()).toBe(NOW.getTime() - 60_000);
    expect(new Date(x509.validTo).getTime()).toBe(NOW.getTime() + 365 * DAY);
    const brief = new X509Certificate(
      Buffer.from(ca.issueCertificate(csr.pem, { now: NOW, validDays: 3 }), 'base64'),
    );
    expect(new Date(brief.validTo).getTime()).toBe(NOW.getTime() + 3 * DAY);
  });

  it('refuses a CSR whose signature does not verify with its own key', () => {
    const subjectChanged = derOf(csr.pem);
    subjectChanged.write('Sufra-EGS-13', subjectChanged.indexOf('Sufra-EGS-12'));
    const signatureChanged = derOf(csr.pem);
    const last = signatureChanged.length - 1;
    signatureChanged[last] = (signatureChanged[last] ?? 0) ^ 0x01;
    for (const der of [subjectChanged, signatureChanged]) {
      expect(() => ca.issueCertificate(pemOf(der))).toThrow(CsrRefusedError);
    }
    expect(() => ca.issueCertificate('not a request')).toThrow(CsrRefusedError);
  });

  it("lets the EGS stamp with its own key, and the independent verifier accepts the document (the SDK's certificate is refused)", async () => {
    const doc = taxDocument(shareOf(11_500));
    const input = {
      unsignedXml: unsignedUbl(doc),
      privateKeyPem: key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      certificate: issued,
      qr: documentQrFields(doc),
      signingTime: doc.issuedAt,
    };
    expect(() => stampInvoice({ ...input, certificate: sdkCertificate() })).toThrow(/not for this EGS key/);
    const stamped = stampInvoice(input);
    expect(stamped.xml).toContain(`<ds:X509Certificate>${issued}</ds:X509Certificate>`);
    expect((await verifyStampedInvoice(stamped.xml)).failures).toEqual([]);
  });
});
