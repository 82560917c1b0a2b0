import { encodeZatcaQr, halalas } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { readCsidCertificate } from './csid-certificate';
import { decodePhase2Qr, encodePhase2Qr } from './qr';
import { readSdkFile, SAMPLES, sampleQrFields, sampleStamp } from './sdk-samples.test-support';

describe.each(Object.entries(SAMPLES))("the Phase 2 QR of ZATCA's %s sample", (_, path) => {
  const xml = readSdkFile(path);
  const sample = sampleStamp(xml);
  const certificate = readCsidCertificate(sample.certificate);

  it("is reproduced byte for byte (tags 1–9) from the sample's own values", () => {
    const qr = encodePhase2Qr({
      ...sampleQrFields(xml),
      invoiceHash: sample.invoiceHash,
      signatureValue: sample.signatureValue,
      publicKey: certificate.publicKey,
      certificateSignature: certificate.signature,
    });
    expect(qr).toBe(sample.qr);
  });

  it('decodes to the stamp: 6 the hash text, 7 the SignatureValue text, 8 the key, 9 the CA signature', () => {
    const decoded = decodePhase2Qr(sample.qr);
    expect(decoded.invoiceHash).toBe(sample.invoiceHash);
    expect(decoded.signatureValue).toBe(sample.signatureValue);
    expect(decoded.publicKey.equals(certificate.publicKey)).toBe(true);
    expect(decoded.certificateSignature.equals(certificate.signature)).toBe(true);
  });
});

describe('the TLV layout', () => {
  const stamp = {
    invoiceHash: 'r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=',
    signatureValue: 'MEUCIQ==',
    publicKey: new Uint8Array(88).fill(1),
    certificateSignature: new Uint8Array(72).fill(2),
  };
  const phase1 = {
    sellerName: 'مطعم',
    vatNumber: '399999999900003',
    timestamp: '2026-11-28T12:00:00Z',
    total: halalas(11500),
    vatTotal: halalas(1500),
  };

  it('has one length byte even from 128 bytes on (no multi-byte form), counting UTF-8 bytes', () => {
    const longName = 'ب'.repeat(100); // 200 bytes
    const bytes = Buffer.from(encodePhase2Qr({ ...phase1, ...stamp, sellerName: longName }), 'base64');
    expect([...bytes.subarray(0, 2)]).toEqual([1, 200]);
    expect(decodePhase2Qr(bytes.toString('base64')).sellerName).toBe(longName);
  });

  it('refuses a value over 255 bytes, and a truncated or incomplete QR', () => {
    expect(() => encodePhase2Qr({ ...phase1, ...stamp, signatureValue: 'x'.repeat(256) })).toThrow(/tag 7/);
    const qr = Buffer.from(encodePhase2Qr({ ...phase1, ...stamp }), 'base64');
    expect(() => decodePhase2Qr(qr.subarray(0, qr.length - 1).toString('base64'))).toThrow(/Truncated/);
    expect(() => decodePhase2Qr(encodeZatcaQr(phase1))).toThrow(/5 tags, not 9/);
  });
});
