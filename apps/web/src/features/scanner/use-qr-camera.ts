import { type RefObject, useEffect, useState } from 'react';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

export type CameraState = 'starting' | 'scanning' | 'denied' | 'unsupported';

/** Camera + the platform's BarcodeDetector (Chrome on Android): no QR library on the diner's phone. */
export function useQrCamera(
  video: RefObject<HTMLVideoElement | null>,
  onCode: (value: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  useEffect(() => {
    const Ctor = (window as unknown as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
    if (!Ctor || !navigator.mediaDevices?.getUserMedia) {
      setState('unsupported');
      return;
    }
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Ctor({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        setState('scanning');
        timer = setInterval(async () => {
          if (!video.current) return;
          const [code] = await detector.detect(video.current).catch(() => []);
          if (code) onCode(code.rawValue);
        }, 300);
      })
      .catch(() => setState('denied'));
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [video, onCode]);
  return state;
}
