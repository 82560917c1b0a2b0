import { formatAmount, type Halalas } from '../money/money';
import { base64ToBytes, bytesToBase64 } from './base64';

/** The five fields of a ZATCA Phase-1 simplified tax invoice QR code. */
export interface ZatcaQrFields {
  sellerName: string;
  /** the seller's 15-digit VAT registration number */
  vatNumber: string;
  /** ISO 8601, e.g. '2021-07-12T14:25:09Z' */
  timestamp: string;
  /** invoice total WITH VAT */
  total: Halalas;
  vatTotal: Halalas;
}

export interface TlvField {
  tag: number;
  value: string;
}

/**
 * TextEncoder/TextDecoder exist in every browser and in Node, but this package compiles without DOM
 * or Node typings (to keep it platform-free), so they are typed locally here.
 */
interface TextCodecs {
  TextEncoder: new () => { encode(input: string): Uint8Array };
  TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(input: Uint8Array): string };
}
const codecs = globalThis as unknown as TextCodecs;
const encoder = new codecs.TextEncoder();
const decoder = new codecs.TextDecoder('utf-8', { fatal: true });

/**
 * ZATCA TLV: per field one tag byte (1..5), one length byte = value length in UTF-8 BYTES (so an
 * Arabic name of 7 letters is 13 bytes, not 7), then the UTF-8 value; the whole run is base64.
 * One length byte caps a value at 255 bytes, so a longer value throws instead of corrupting the QR.
 */
export function encodeZatcaQr(f: ZatcaQrFields): string {
  const values = [f.sellerName, f.vatNumber, f.timestamp, formatAmount(f.total), formatAmount(f.vatTotal)];
  const parts = values.map((v) => encoder.encode(v));
  const bytes = new Uint8Array(parts.reduce((n, p) => n + 2 + p.length, 0));
  let o = 0;
  parts.forEach((p, i) => {
    if (p.length > 255) throw new RangeError(`ZATCA tag ${i + 1} is longer than 255 bytes`);
    bytes[o++] = i + 1;
    bytes[o++] = p.length;
    bytes.set(p, o);
    o += p.length;
  });
  return bytesToBase64(bytes);
}

/** Reads a ZATCA QR payload back into its tags (for tests, receipts and support tools). */
export function decodeZatcaQr(b64: string): TlvField[] {
  const bytes = base64ToBytes(b64);
  const fields: TlvField[] = [];
  let o = 0;
  while (o < bytes.length) {
    const tag = bytes[o];
    const length = bytes[o + 1];
    if (tag === undefined || length === undefined || o + 2 + length > bytes.length)
      throw new RangeError('Truncated ZATCA TLV data');
    fields.push({ tag, value: decoder.decode(bytes.subarray(o + 2, o + 2 + length)) });
    o += 2 + length;
  }
  return fields;
}
