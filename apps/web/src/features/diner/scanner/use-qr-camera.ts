import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type CameraState, startQrCamera } from './qr-camera';

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isVisible = () => document.visibilityState !== 'hidden';

/**
 * The camera while the scanner is on screen: released when the page is hidden (another app, the phone
 * locked) or left, opened again when the diner comes back. A retry mounts the caller anew.
 */
export function useQrCamera(
  video: RefObject<HTMLVideoElement | null>,
  onCode: (value: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  const visible = useSyncExternalStore(subscribeVisibility, isVisible);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const element = video.current;
    if (!element || !visible) return;
    return startQrCamera(element, (value) => latestOnCode.current(value), setState);
  }, [video, visible]);

  return state;
}
