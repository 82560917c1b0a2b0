import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalas } from '../money/money';
import { base64ToBytes, bytesToBase64 } from './base64';
import { decodeZatcaQr, encodeZatcaQr } from './zatca-qr';

describe('encodeZatcaQr', () => {
  it('matches the published vector of the Salla ZATCA library', () => {
    // github.com/SallaApp/ZATCA README: Salla / 1234567891 / 2021-07-12T14:25:09Z / 100.00 / 15.00
    const qr = encodeZatcaQr({
      sellerName: 'Salla',
      vatNumber: '1234567891',
      timestamp: '2021-07-12T14:25:09Z',
      total: halalas(10000),
      vatTotal: halalas(1500),
    });
    expect(qr).toBe('AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=');
  });

  it('measures lengths in UTF-8 bytes and round-trips an Arabic seller name', () => {
    const qr = encodeZatcaQr({
      sellerName: 'بيت نجد',
      vatNumber: '300000000000003',
      timestamp: '2026-03-01T12:00:00Z',
      total: halalas(11500),
      vatTotal: halalas(1500),
    });
    const bytes = base64ToBytes(qr);
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(13); // 6 Arabic letters × 2 bytes + 1 space
    expect(decodeZatcaQr(qr)).toEqual([
      { tag: 1, value: 'بيت نجد' },
      { tag: 2, value: '300000000000003' },
      { tag: 3, value: '2026-03-01T12:00:00Z' },
      { tag: 4, value: '115.00' },
      { tag: 5, value: '15.00' },
    ]);
  });

  it('refuses a value longer than one length byte can say', () => {
    const f = { vatNumber: '3', timestamp: 't', total: halalas(1), vatTotal: halalas(0) };
    expect(() => encodeZatcaQr({ ...f, sellerName: 'ب'.repeat(128) })).toThrow(RangeError); // 256 bytes
    expect(decodeZatcaQr(encodeZatcaQr({ ...f, sellerName: 'a'.repeat(255) }))[0]?.value).toHaveLength(255);
  });

  it('decoding rejects truncated data', () => {
    const qr = encodeZatcaQr({
      sellerName: 'A',
      vatNumber: 'B',
      timestamp: 'C',
      total: halalas(1),
      vatTotal: halalas(1),
    });
    const cut = bytesToBase64(base64ToBytes(qr).subarray(0, 10));
    expect(() => decodeZatcaQr(cut)).toThrow(RangeError);
  });

  it('round-trips any fields (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.stringMatching(/^3\d{13}3$/),
        fc.integer({ min: 0, max: 1e9 }).map(halalas),
        (sellerName, vatNumber, total) => {
          const vatTotal = halalas(Math.round((total * 15) / 115));
          const qr = encodeZatcaQr({
            sellerName,
            vatNumber,
            timestamp: '2026-01-01T00:00:00Z',
            total,
            vatTotal,
          });
          const fields = decodeZatcaQr(qr);
          expect(fields.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5]);
          expect(fields[0]?.value).toBe(sellerName);
          expect(fields[1]?.value).toBe(vatNumber);
        },
      ),
    );
  });
});

// btoa exists in browsers and Node; typed locally since this package builds without DOM/Node typings.
const { btoa } = globalThis as unknown as { btoa(binary: string): string };

describe('base64', () => {
  it('agrees with RFC 4648 test vectors', () => {
    const enc = (s: string) => bytesToBase64(Uint8Array.from(s, (c) => c.charCodeAt(0)));
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map(enc)).toEqual([
      '',
      'Zg==',
      'Zm8=',
      'Zm9v',
      'Zm9vYg==',
      'Zm9vYmE=',
      'Zm9vYmFy',
    ]);
    expect(() => base64ToBytes('Zm9v!')).toThrow(RangeError);
  });

  it('decode(encode(bytes)) = bytes and matches btoa (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const b64 = bytesToBase64(bytes);
        expect(base64ToBytes(b64)).toEqual(bytes);
        expect(b64).toBe(btoa(String.fromCharCode(...bytes)));
      }),
    );
  });
});
