import { describe, expect, it } from 'vitest';
import { invoiceDigest, invoiceHash } from './invoice-hash';
import { decodePhase2Qr } from './qr';
import { readSdkFile, SAMPLES, sampleStamp } from './sdk-samples.test-support';

describe("the invoice hash of ZATCA's signed samples", () => {
  it.each(Object.entries(SAMPLES))(
    "%s: equals the sample's reference 1 DigestValue and its QR tag 6",
    (_, path) => {
      const xml = readSdkFile(path);
      const sample = sampleStamp(xml);
      expect(invoiceHash(xml)).toBe(sample.invoiceHash);
      expect(decodePhase2Qr(sample.qr).invoiceHash).toBe(sample.invoiceHash);
    },
  );

  it('the raw digest is the 32 bytes the base64 hash encodes', () => {
    const xml = readSdkFile(SAMPLES.invoice);
    expect(invoiceDigest(xml)).toHaveLength(32);
    expect(invoiceDigest(xml).toString('base64')).toBe(invoiceHash(xml));
  });
});

describe('what the invoice hash covers', () => {
  const xml = readSdkFile(SAMPLES.invoice);
  const hash = invoiceHash(xml);

  it('ignores the stamp, the QR and the UBL signature element', () => {
    const changed = xml
      .replace(/<ds:SignatureValue>[^<]*/, '<ds:SignatureValue>AAAA')
      .replace(
        /(<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>)[^<]*/,
        '$1',
      )
      .replace('<cbc:ID>urn:oasis:names:specification:ubl:signature:Invoice</cbc:ID>', '<cbc:ID>x</cbc:ID>');
    expect(changed).not.toBe(xml);
    expect(invoiceHash(changed)).toBe(hash);
  });

  it('keeps the whitespace around the removed elements and everything else, comments aside', () => {
    expect(invoiceHash(xml.replace('</ext:UBLExtensions>\n', '</ext:UBLExtensions>'))).not.toBe(hash);
    expect(invoiceHash(xml.replace('<cbc:ID>SME00010</cbc:ID>', '<cbc:ID>SME00011</cbc:ID>'))).not.toBe(hash);
    expect(invoiceHash(xml.replace('<cbc:ProfileID>', '<!-- a note --><cbc:ProfileID>'))).toBe(hash);
  });

  it('refuses text that is not XML', () => {
    expect(() => invoiceHash('<Invoice><cbc:ID>')).toThrow(/does not parse/);
  });
});
