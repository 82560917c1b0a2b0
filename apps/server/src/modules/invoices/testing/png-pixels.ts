import { inflateSync } from 'node:zlib';

/**
 * Just enough PNG decoding for tests to hand an image's pixels to jsQR: 8-bit, non-interlaced grey, RGB or
 * RGBA (what the qrcode package writes). Returns RGBA pixels. Not a general decoder.
 */
export function decodePng(png: Buffer): { width: number; height: number; data: Uint8ClampedArray } {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let o = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (o < png.length) {
    const length = png.readUInt32BE(o);
    const type = png.toString('ascii', o + 4, o + 8);
    const body = png.subarray(o + 8, o + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colorType = body[9] ?? 0;
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit non-interlaced PNGs');
    } else if (type === 'IDAT') idat.push(body);
    o += 12 + length;
  }
  const channels = ({ 0: 1, 2: 3, 6: 4 } as Record<number, number>)[colorType];
  if (!channels) throw new Error(`unsupported PNG colour type ${colorType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const byte = raw[y * (stride + 1) + 1 + x] ?? 0;
      const a = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      let value = byte;
      if (filter === 1) value = byte + a;
      else if (filter === 2) value = byte + b;
      else if (filter === 3) value = byte + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        value = byte + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      pixels[y * stride + x] = value & 0xff;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const px = pixels.subarray(i * channels, i * channels + channels);
    const [r, g, b] = channels >= 3 ? [px[0], px[1], px[2]] : [px[0], px[0], px[0]];
    data.set([r ?? 0, g ?? 0, b ?? 0, channels === 4 ? (px[3] ?? 255) : 255], i * 4);
  }
  return { width, height, data };
}
