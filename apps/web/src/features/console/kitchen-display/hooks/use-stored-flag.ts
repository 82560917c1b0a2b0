import { useCallback, useState } from 'react';

function read(key: string, fallback: boolean): boolean {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value === 'on';
  } catch {
    return fallback; // storage refused (private mode): the default, not remembered
  }
}

/** An on/off choice this device remembers (the kitchen tablet keeps its sound and panel settings). */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (on: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = useCallback(
    (on: boolean) => {
      setValue(on);
      try {
        localStorage.setItem(key, on ? 'on' : 'off');
      } catch {
        // not remembered; the choice still holds on this screen
      }
    },
    [key],
  );
  return [value, set];
}
