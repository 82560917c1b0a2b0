import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyStampedInvoice } from '../testing/independent-verifier';
import { decodePhase2Qr } from './qr';
import {
  readSdkFile,
  SAMPLES,
  sampleQrFields,
  sampleStamp,
  sdkCertificate,
  sdkPrivateKeyPem,
  unsignedSample,
} from './sdk-samples.test-support';
import { invoiceStamper, stampInvoice } from './stamp';

/** ECDSA signatures are randomised: blank the SignatureValue and the QR that carries it to compare the rest. */
function withoutSignature(xml: string): string {
  return xml
    .replace(/<ds:SignatureValue>[^<]*/, '<ds:SignatureValue>')
    .replace(
      /(<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>)[^<]*/,
      '$1',
    );
}

describe.each(Object.entries(SAMPLES))("stamping ZATCA's %s sample again", (_, path) => {
  const signed = readSdkFile(path);
  const sample = sampleStamp(signed);
  const stamped = stampInvoice({
    unsignedXml: unsignedSample(signed),
    privateKeyPem: sdkPrivateKeyPem(),
    certificate: sample.certificate,
    qr: sampleQrFields(signed),
    signingTime: new Date(sample.signingTime),
  });

  it("with the sample's key, certificate and time gives the sample's digests and QR tags", () => {
    expect(stamped.invoiceHash).toBe(sample.invoiceHash);
    const ours = sampleStamp(stamped.xml);
    expect({ ...ours, signatureValue: '', qr: '' }).toEqual({ ...sample, signatureValue: '', qr: '' });
    const { signatureValue: _ourSignature, ...ourTags } = decodePhase2Qr(stamped.qr);
    const { signatureValue: _sampleSignature, ...sampleTags } = decodePhase2Qr(sample.qr);
    expect(ourTags).toEqual(sampleTags);
    expect(decodePhase2Qr(stamped.qr).signatureValue).toBe(stamped.signatureValue);
  });

  it('lays the document out byte for byte as ZATCA signed it (signature aside)', () => {
    // ZATCA's own additions: a comment in the invoice's stamp, a trailing space in the credit note's.
    const zatcaLayout = withoutSignature(signed)
      .replace(/\n *<!-- Please note that the signature values are sample values only -->/, '')
      .replace('<sac:SignatureInformation> \n', '<sac:SignatureInformation>\n');
    expect(withoutSignature(stamped.xml)).toBe(zatcaLayout);
  });

  it('is accepted by the independent verifier', async () => {
    expect((await verifyStampedInvoice(stamped.xml)).failures).toEqual([]);
  });
});

describe('a round trip with the SDK test key and its CSID', () => {
  const signed = readSdkFile(SAMPLES.invoice);
  const input = {
    unsignedXml: unsignedSample(signed),
    privateKeyPem: sdkPrivateKeyPem(),
    certificate: sdkCertificate(),
    qr: sampleQrFields(signed),
    signingTime: new Date('2026-11-28T09:30:00.123Z'),
  };
  const stamped = stampInvoice(input);

  it('signs the same invoice hash, states the signing time to the second, and verifies', async () => {
    expect(stamped.invoiceHash).toBe(sampleStamp(signed).invoiceHash);
    expect(stamped.xml).toContain('<xades:SigningTime>2026-11-28T09:30:00Z</xades:SigningTime>');
    expect(stamped.xml).toContain(`<ds:X509Certificate>${sdkCertificate()}</ds:X509Certificate>`);
    expect((await verifyStampedInvoice(stamped.xml)).failures).toEqual([]);
  });

  it('a one-byte change anywhere signed fails verification', async () => {
    const body = stamped.xml.replace('<cbc:ID>SME00010</cbc:ID>', '<cbc:ID>SME00011</cbc:ID>');
    expect((await verifyStampedInvoice(body)).failures).toEqual([
      'reference 1 DigestValue is not the invoice hash of the stored bytes',
      "SignatureValue does not verify with the document's certificate",
      'QR tag 6 is not the invoice hash',
    ]);
    const time = stamped.xml.replace('2026-11-28T09:30:00Z', '2026-11-28T09:30:01Z');
    expect((await verifyStampedInvoice(time)).failures).toEqual([
      'reference 2 DigestValue is not the SignedProperties digest',
    ]);
  });

  it('refuses a key the certificate is not for', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const otherKey = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => stampInvoice({ ...input, privateKeyPem: otherKey })).toThrow(/not for this EGS key/);
  });

  it("refuses a document without the stamp's places", () => {
    const noQr = input.unsignedXml.replace('<cbc:ID>QR</cbc:ID>', '<cbc:ID>XX</cbc:ID>');
    expect(() => stampInvoice({ ...input, unsignedXml: noQr })).toThrow(
      /one cac:AdditionalDocumentReference/,
    );
    const noExtensions = input.unsignedXml.replace('<ext:UBLExtensions/>', '');
    expect(() => stampInvoice({ ...input, unsignedXml: noExtensions })).toThrow(/one ext:UBLExtensions/);
    const noSignature = input.unsignedXml.replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '');
    expect(() => stampInvoice({ ...input, unsignedXml: noSignature })).toThrow(/one cac:Signature/);
  });
});

describe("one EGS's stamper for a batch (the sign queue's)", () => {
  const signed = readSdkFile(SAMPLES.invoice);
  const signer = { privateKeyPem: sdkPrivateKeyPem(), certificate: sdkCertificate() };

  it('stamps each document as stampInvoice does, and each verifies on its own', async () => {
    const stamp = invoiceStamper(signer);
    const times = ['2026-11-28T09:30:00Z', '2026-11-28T09:30:01Z', '2026-11-28T09:31:00Z'];
    const docs = times.map((time, i) => ({
      unsignedXml: unsignedSample(signed).replace(
        '<cbc:ID>SME00010</cbc:ID>',
        `<cbc:ID>SME0001${i}</cbc:ID>`,
      ),
      qr: sampleQrFields(signed),
      signingTime: new Date(time),
    }));
    const batch = docs.map(stamp);
    const single = docs.map((doc) => stampInvoice({ ...signer, ...doc }));
    for (const [i, stamped] of batch.entries()) {
      expect(stamped.xml).toContain(`<xades:SigningTime>${times[i]}</xades:SigningTime>`);
      expect(withoutSignature(stamped.xml)).toBe(withoutSignature(single[i]!.xml));
      expect(stamped.invoiceHash).toBe(single[i]!.invoiceHash);
      expect((await verifyStampedInvoice(stamped.xml)).failures).toEqual([]);
    }
    // Three documents, three invoice hashes: nothing of one stamp is carried into the next.
    expect(new Set(batch.map((s) => s.invoiceHash)).size).toBe(3);
  });

  it('refuses a key the certificate is not for before any document', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const otherKey = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => invoiceStamper({ ...signer, privateKeyPem: otherKey })).toThrow(/not for this EGS key/);
  });
});
