/** Reads the QR code in the camera's current frame, if there is one. */
export interface QrDecoder {
  /** 'native': the platform's BarcodeDetector. 'worker': the qr-scanner library in a Web Worker. */
  readonly kind: 'native' | 'worker';
  decode(video: HTMLVideoElement): Promise<string | null>;
  /** Ends what the decoder started (the library's worker). */
  close(): void;
}

interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Only this loads the library: its chunk (and its worker's) is downloaded by /qr-code alone. */
const loadLibrary = () => import('./worker-decoder').then((m) => m.createWorkerDecoder());

/** The platform's detector when it says it reads QR codes (Chrome on Android, Safari on macOS), else null. */
async function platformDetector(scope: object): Promise<BarcodeDetectorInstance | null> {
  const Detector = (scope as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    // The class exists on some platforms that read no QR codes: ask first.
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * The platform's detector, handing over to the library for good if it fails on a frame (an empty
 * answer is "no code"; a rejection means the platform's service is not there after all).
 */
function nativeDecoder(detector: BarcodeDetectorInstance): QrDecoder {
  let fallback: Promise<QrDecoder> | undefined;
  return {
    get kind() {
      return fallback ? 'worker' : 'native';
    },
    async decode(video) {
      if (fallback) return (await fallback).decode(video);
      try {
        return (await detector.detect(video))[0]?.rawValue ?? null;
      } catch {
        fallback = loadLibrary();
        return null;
      }
    },
    close() {
      void fallback?.then((decoder) => decoder.close());
    },
  };
}

/**
 * BarcodeDetector where the platform has it; elsewhere (iPhone Safari, Firefox, Chromium on Linux)
 * the qr-scanner library, loaded by this call only (docs/decisions.md "QR scanner").
 */
export async function createQrDecoder(scope: object = globalThis): Promise<QrDecoder> {
  const detector = await platformDetector(scope);
  return detector ? nativeDecoder(detector) : loadLibrary();
}
