import { encodeZatcaQr, type ZatcaQrFields } from '@sufra/domain';

/** Tags 6–9 that Phase 2 adds to the Phase 1 QR of a simplified document. */
interface StampQrFields {
  /** tag 6: the invoice hash as its base64 text */
  invoiceHash: string;
  /** tag 7: the SignatureValue as its base64 text */
  signatureValue: string;
  /** tag 8: the EGS's public key, DER SubjectPublicKeyInfo */
  publicKey: Uint8Array;
  /** tag 9: the CSID certificate's signature by ZATCA's CA, DER */
  certificateSignature: Uint8Array;
}

export type Phase2QrFields = ZatcaQrFields & StampQrFields;

/** A decoded Phase 2 QR; amounts stay the text the QR carries. */
export interface DecodedPhase2Qr {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vatTotal: string;
  invoiceHash: string;
  signatureValue: string;
  publicKey: Buffer;
  certificateSignature: Buffer;
}

/**
 * One tag byte and ONE length byte per field, as ZATCA's spec and samples have it (none of the samples'
 * values reaches 128 bytes, so no multi-byte length form is ever needed: Phase 2's binary tags are at most
 * 96 bytes); a value over 255 bytes throws rather than corrupt the QR.
 */
function tlv(tag: number, value: Uint8Array): Buffer {
  if (value.length > 255) throw new RangeError(`ZATCA QR tag ${tag} is longer than 255 bytes`);
  return Buffer.concat([Buffer.from([tag, value.length]), value]);
}

/** The QR of a stamped simplified document: Phase 1's tags 1–5 (the domain's encoder), then tags 6–9, base64. */
export function encodePhase2Qr(f: Phase2QrFields): string {
  return Buffer.concat([
    Buffer.from(encodeZatcaQr(f), 'base64'),
    tlv(6, Buffer.from(f.invoiceHash, 'utf8')),
    tlv(7, Buffer.from(f.signatureValue, 'utf8')),
    tlv(8, f.publicKey),
    tlv(9, f.certificateSignature),
  ]).toString('base64');
}

const TEXT_TAGS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Reads a Phase 2 QR back; throws unless it holds tags 1–9 once each, in order, with nothing left over. */
export function decodePhase2Qr(qr: string): DecodedPhase2Qr {
  const bytes = Buffer.from(qr, 'base64');
  const values: Buffer[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const tag = bytes[offset];
    const length = bytes[offset + 1];
    if (tag === undefined || length === undefined || offset + 2 + length > bytes.length)
      throw new RangeError('Truncated ZATCA QR');
    if (tag !== values.length + 1)
      throw new RangeError(`ZATCA QR tag ${tag} where ${values.length + 1} belongs`);
    values.push(bytes.subarray(offset + 2, offset + 2 + length));
    offset += 2 + length;
  }
  if (values.length !== 9) throw new RangeError(`ZATCA QR has ${values.length} tags, not 9`);
  const [sellerName, vatNumber, timestamp, total, vatTotal, invoiceHash, signatureValue] = TEXT_TAGS.map(
    (tag) => new TextDecoder('utf-8', { fatal: true }).decode(values[tag - 1]),
  ) as [string, string, string, string, string, string, string];
  return {
    sellerName,
    vatNumber,
    timestamp,
    total,
    vatTotal,
    invoiceHash,
    signatureValue,
    publicKey: values[7]!,
    certificateSignature: values[8]!,
  };
}
