import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';
import { PNG_BYTES, pngDeclaring } from './onboarding.test-helpers';

describe('imageSize', () => {
  it('reads PNG, JPEG and WebP headers', () => {
    expect(imageSize(PNG_BYTES, 'image/png')).toEqual({ width: 1, height: 1 });
    expect(imageSize(pngDeclaring(60_000, 60_000), 'image/png')).toEqual({ width: 60_000, height: 60_000 });
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 300 and width 640.
    const jpeg = Buffer.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...Buffer.alloc(14),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0x2c,
      0x02,
      0x80,
      0x03,
      ...Buffer.alloc(9),
    ]);
    expect(imageSize(jpeg, 'image/jpeg')).toEqual({ width: 640, height: 300 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(8191, 24, 3);
    webp.writeUIntLE(99, 27, 3);
    expect(imageSize(webp, 'image/webp')).toEqual({ width: 8192, height: 100 });
  });

  it('answers null for a header it cannot read', () => {
    expect(imageSize(PNG_BYTES.subarray(0, 20), 'image/png')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0]), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.alloc(40), 'image/webp')).toBeNull();
  });
});
