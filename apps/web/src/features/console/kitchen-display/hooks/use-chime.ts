import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime } from './chime';
import { useStoredFlag } from './use-stored-flag';

const SOUND_KEY = 'sufra.kitchen.sound';

/** `blocked`: the browser holds sound back until someone touches the screen (autoplay rules). */
export type SoundState = 'unsupported' | 'blocked' | 'ready';

type AudioContextClass = typeof AudioContext;
const audioContextClass = (): AudioContextClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

/**
 * The display's sound: on or off (remembered on this device), whether the browser lets it play yet, a way
 * to unlock it (any touch on the display does, and so does the "tap to enable sound" button), and `chime`.
 */
export function useChime() {
  const [isOn, setOn] = useStoredFlag(SOUND_KEY, true);
  const [state, setState] = useState<SoundState>('unsupported');
  const context = useRef<AudioContext | null>(null);

  useEffect(() => {
    const Audio = audioContextClass();
    if (!Audio) return;
    let audio: AudioContext;
    try {
      audio = new Audio();
    } catch {
      return;
    }
    context.current = audio;
    const sync = () => setState(audio.state === 'running' ? 'ready' : 'blocked');
    sync();
    audio.addEventListener('statechange', sync);
    return () => {
      audio.removeEventListener('statechange', sync);
      context.current = null;
      void audio.close().catch(() => undefined);
    };
  }, []);

  const unlock = useCallback(() => {
    const audio = context.current;
    if (audio && audio.state !== 'running')
      void audio
        .resume()
        .then(() => setState(audio.state === 'running' ? 'ready' : 'blocked'))
        .catch(() => undefined);
  }, []);

  // Any touch or key on the page unlocks it too: the first bump of the night is enough.
  useEffect(() => {
    if (state !== 'blocked') return;
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [state, unlock]);

  const chime = useCallback(() => {
    const audio = context.current;
    if (!isOn || !audio || audio.state !== 'running') return;
    playChime(audio);
  }, [isOn]);

  return { isOn, setOn, state, unlock, chime };
}
