import { useEffect, useRef, useState } from 'react';

/**
 * A form's values from the server's: while the form is untouched, a newer server value (another
 * manager's save, read live) replaces it; once someone types, their edits stay until they save.
 */
export function useSyncedForm<F>(original: F, isChanged: (from: F, to: F) => boolean) {
  const [form, setForm] = useState(original);
  const shown = useRef(original);
  useEffect(() => {
    setForm((current) => (isChanged(shown.current, current) ? current : original));
    shown.current = original;
  }, [original, isChanged]);
  return [form, setForm] as const;
}
