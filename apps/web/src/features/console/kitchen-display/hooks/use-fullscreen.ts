import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * The display alone on the screen: the element goes full screen (the Fullscreen API; the console's top bar
 * and navigation are not in it), and where the browser has no such API (an iPhone) the element covers the
 * page instead. Escape leaves: the browser's own for the API, ours for the cover.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isOn, setOn] = useState(false);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!isOn) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog's own Escape closes the dialog, not the full screen.
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('dialog[open]'))
        setOn(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOn]);

  const enter = useCallback(() => {
    setOn(true);
    const element = ref.current;
    if (element && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled)
      void element.requestFullscreen().catch(() => undefined);
  }, [ref]);

  const leave = useCallback(() => {
    setOn(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  return { isOn, enter, leave };
}
