/**
 * Pixel dimensions read from an image's header (PNG, JPEG, WebP), without decoding it. A 20 KB PNG may
 * declare 60000×60000 pixels: whoever decodes it (a browser showing the logo, a thumbnailer) would need
 * gigabytes. Null when the header cannot be read: the file is not a well-formed image of its type.
 */
export function imageSize(bytes: Buffer, mime: string): { width: number; height: number } | null {
  if (mime === 'image/png') return pngSize(bytes);
  if (mime === 'image/jpeg') return jpegSize(bytes);
  if (mime === 'image/webp') return webpSize(bytes);
  return null;
}

/** IHDR is always the first chunk: width and height are big-endian at bytes 16 and 20. */
function pngSize(b: Buffer) {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Walks the JPEG segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC). */
function jpegSize(b: Buffer) {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return null;
    const marker = b[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** RIFF/WEBP with a VP8 (lossy), VP8L (lossless) or VP8X (extended) first chunk. */
function webpSize(b: Buffer) {
  if (b.length < 30 || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}
