import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../ui/action-icons';

const DEBOUNCE_MS = 300;

/**
 * A labelled search box that hands its text on once typing pauses (the list asks the server then), and
 * follows `value` when it changes from outside (a link with ?q=).
 */
export function SearchField({
  id,
  label,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      latest.current(text.trim());
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-md">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-xl border border-line bg-card py-3 ps-11 pe-4 text-base"
        />
      </div>
    </div>
  );
}
