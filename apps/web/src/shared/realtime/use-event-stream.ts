import { type SufraEvent, TABLE_EVENT_TYPES } from '@sufra/domain/events';
import { useEffect, useRef, useState } from 'react';

/**
 * Opens an EventSource on `url` (null: none) and calls `onEvent` for each named event. `isConnected`
 * is true while the stream is open; the browser reconnects by itself (the server sends a `retry:`
 * hint), so a dropped stream just shows "offline" until it is back. Polling stays on as the fallback.
 * `onOpen` runs at every (re)connection: events sent while the stream was down are not replayed, so the
 * caller refetches what it shows to catch up.
 */
export function useEventStream(
  url: string | null,
  onEvent: (event: SufraEvent) => void,
  onOpen?: () => void,
) {
  const [isConnected, setConnected] = useState(false);
  // The latest callback without reopening the stream on every render.
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const opened = useRef(onOpen);
  opened.current = onOpen;
  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const onOpen = () => {
      setConnected(true);
      opened.current?.();
    };
    const onError = () => setConnected(source.readyState === EventSource.OPEN);
    const onMessage = (message: MessageEvent<string>) => {
      try {
        handler.current(JSON.parse(message.data) as SufraEvent);
      } catch {
        /* a malformed event is ignored; the next poll catches up */
      }
    };
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    for (const type of TABLE_EVENT_TYPES) source.addEventListener(type, onMessage);
    return () => {
      source.close();
      setConnected(false);
    };
  }, [url]);
  return { isConnected };
}
