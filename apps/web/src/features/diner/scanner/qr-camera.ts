import { createQrDecoder, type QrDecoder } from './qr-decoder';

/**
 * starting: asking for the camera (and loading the decoder). scanning: frames are being read.
 * denied: the diner or the browser refused the camera. noCamera: none found, or it could not start
 * (in use by another app). unsupported: no camera API here (an old browser, or a page not served over
 * https). failed: the decoder could not be loaded.
 */
export type CameraState = 'starting' | 'scanning' | 'denied' | 'noCamera' | 'unsupported' | 'failed';

/** One read every 200 ms: a code is found within a fraction of a second without heating the phone. */
const SCAN_INTERVAL_MS = 200;

function refusal(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera';
}

/**
 * Opens the back camera into `video` and reads a frame every SCAN_INTERVAL_MS (the next read is timed
 * from the end of the last, so slow reads never pile up), handing each code found to `onCode`.
 * The returned stop() ends the reads and releases the camera (the phone's camera light goes off).
 */
export function startQrCamera(
  video: HTMLVideoElement,
  onCode: (value: string) => void,
  onState: (state: CameraState) => void,
): () => void {
  const media = navigator.mediaDevices;
  if (typeof media?.getUserMedia !== 'function') {
    onState('unsupported');
    return () => undefined;
  }
  let stopped = false;
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reader: QrDecoder | null = null;
  const release = () => {
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    reader?.close();
  };
  onState('starting');
  // The decoder's chunk downloads while the browser asks for the camera.
  const decoder = createQrDecoder();
  decoder.catch(() => undefined);

  const run = async () => {
    try {
      stream = await media.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      if (!stopped) onState(refusal(error));
      return;
    }
    if (stopped) return release();
    video.srcObject = stream;
    // Muted and inline, so no gesture is needed; a refused play() still lets frames be read on most browsers.
    await video.play().catch(() => undefined);
    reader = await decoder.catch(() => null);
    if (stopped) return release();
    if (!reader) {
      release();
      onState('failed');
      return;
    }
    onState('scanning');
    const read = async (current: QrDecoder) => {
      const value = await current.decode(video).catch(() => null);
      if (stopped) return;
      if (value) onCode(value);
      timer = setTimeout(() => read(current), SCAN_INTERVAL_MS);
    };
    void read(reader);
  };
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    release();
    video.srcObject = null;
  };
}
