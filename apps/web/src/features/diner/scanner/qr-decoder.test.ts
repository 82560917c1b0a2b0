import { describe, expect, it, vi } from 'vitest';
import { createQrDecoder } from './qr-decoder';
import { frameSquare } from './worker-decoder';

const TABLE_LINK = 'http://127.0.0.1:3000/welcome/najd-house-1?table=3&hash=Zq1xW2eR3tY4uI5oP6aS7d';
const video = document.createElement('video');

/** A BarcodeDetector as a platform gives it: reading `formats`, answering `found` (or failing). */
function platformWith(formats: string[] | Error, found: string[] | Error = []) {
  const constructed: unknown[] = [];
  const detect = vi.fn(async () => {
    if (found instanceof Error) throw found;
    return found.map((rawValue) => ({ rawValue }));
  });
  class BarcodeDetector {
    static getSupportedFormats = () =>
      formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats);
    constructor(options: unknown) {
      constructed.push(options);
    }
    detect = detect;
  }
  return { scope: { BarcodeDetector }, constructed, detect };
}

// The library's own reading (a Worker, a canvas) needs a real browser: e2e/scanner.spec.ts reads a
// QR code with it from Chromium's fake camera (Chromium on Linux has no BarcodeDetector).
describe('createQrDecoder: which decoder reads the frames', () => {
  it('uses the platform BarcodeDetector when it reads QR codes, asking for QR codes only', async () => {
    const { scope, constructed, detect } = platformWith(['ean_13', 'qr_code'], [TABLE_LINK]);
    const decoder = await createQrDecoder(scope);
    expect(decoder.kind).toBe('native');
    expect(constructed).toEqual([{ formats: ['qr_code'] }]);
    expect(await decoder.decode(video)).toBe(TABLE_LINK);
    expect(detect).toHaveBeenCalledWith(video);
  });

  it('answers null when the platform detector finds nothing in the frame', async () => {
    const decoder = await createQrDecoder(platformWith(['qr_code'], []).scope);
    expect(await decoder.decode(video)).toBeNull();
    expect(decoder.kind).toBe('native');
  });

  it('hands over to the library for good when the platform detector fails on a frame', async () => {
    const { scope, detect } = platformWith(
      ['qr_code'],
      new DOMException('Service unavailable', 'NotSupportedError'),
    );
    const decoder = await createQrDecoder(scope);
    expect(await decoder.decode(video)).toBeNull();
    expect(decoder.kind).toBe('worker');
    expect(await decoder.decode(video)).toBeNull();
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('uses the library when there is no BarcodeDetector (iPhone Safari, Chromium on Linux)', async () => {
    expect((await createQrDecoder({})).kind).toBe('worker');
  });

  it('uses the library when the platform detector reads no QR codes', async () => {
    const { scope, constructed } = platformWith(['ean_13', 'code_128']);
    expect((await createQrDecoder(scope)).kind).toBe('worker');
    expect(constructed).toEqual([]);
  });

  it('uses the library when the platform cannot say what it reads', async () => {
    expect((await createQrDecoder(platformWith(new Error('NotSupportedError')).scope)).kind).toBe('worker');
  });

  it('the library reads nothing from a video that has no frame yet (and starts no worker for it)', async () => {
    const decoder = await createQrDecoder({});
    expect(await decoder.decode(video)).toBeNull();
    decoder.close();
  });
});

describe('frameSquare: what part of a frame is read', () => {
  it('the centred square the preview shows, scaled down to 480 px at most', () => {
    expect(frameSquare(1280, 720)).toEqual({
      x: 280,
      y: 0,
      width: 720,
      height: 720,
      downScaledWidth: 480,
      downScaledHeight: 480,
    });
    expect(frameSquare(720, 1280)).toMatchObject({ x: 0, y: 280, width: 720, downScaledWidth: 480 });
    expect(frameSquare(320, 240)).toMatchObject({ x: 40, y: 0, width: 240, downScaledWidth: 240 });
  });
});
