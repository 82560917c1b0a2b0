import QrScanner from 'qr-scanner';

/** Side of the square that is read: a table's code fills a fair part of the view, and each read stays short. */
const MAX_SIDE = 480;

/**
 * The part of a frame that is read: the centred square the preview shows (the video is drawn with
 * object-cover in a square), scaled down to at most MAX_SIDE pixels a side.
 */
export function frameSquare(width: number, height: number, maxSide = MAX_SIDE) {
  const side = Math.min(width, height);
  return {
    x: Math.floor((width - side) / 2),
    y: Math.floor((height - side) / 2),
    width: side,
    height: side,
    downScaledWidth: Math.min(side, maxSide),
    downScaledHeight: Math.min(side, maxSide),
  };
}

/**
 * qr-scanner's decoder (a jsQR fork) in a Web Worker: the frame is copied on a canvas here, read there,
 * so the preview stays smooth on a slow phone. Its worker starts at the first frame and ends with close().
 */
export function createWorkerDecoder() {
  const canvas = document.createElement('canvas');
  let worker: Promise<Worker> | undefined;
  return {
    kind: 'worker' as const,
    async decode(video: HTMLVideoElement): Promise<string | null> {
      if (video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth || !video.videoHeight) return null;
      worker ??= import('qr-scanner/qr-scanner-worker.min.js').then((m) => m.createWorker());
      const scanRegion = frameSquare(video.videoWidth, video.videoHeight);
      try {
        const found = await QrScanner.scanImage(video, {
          scanRegion,
          qrEngine: await worker,
          canvas,
          returnDetailedScanResult: true,
        });
        return found.data || null;
      } catch (problem) {
        // The library rejects with this text when the frame holds no code: an ordinary answer.
        if (problem === QrScanner.NO_QR_CODE_FOUND) return null;
        throw problem;
      }
    },
    close() {
      void worker?.then((w) => w.terminate());
    },
  };
}
