import { useCallback, useRef } from 'react';

/**
 * Gives focus back where it was when a dialog opened (the button that opened it); when that element is
 * gone meanwhile (an action that no longer applies), to the page's heading instead.
 */
export function useReturnFocus(): { remember: () => void; restore: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    setTimeout(() => {
      if (target?.isConnected) target.focus();
      else {
        const heading = document.querySelector<HTMLElement>('main h1');
        heading?.setAttribute('tabindex', '-1');
        heading?.focus();
      }
    }, 0);
  }, []);
  return { remember, restore };
}
