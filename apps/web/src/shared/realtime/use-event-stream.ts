import { type SufraEvent, TABLE_EVENT_TYPES } from '@sufra/domain/events';
import { useEffect, useRef, useState } from 'react';

interface Subscriber {
  onEvent: (event: SufraEvent) => void;
  onOpen: () => void;
  onState: (isConnected: boolean) => void;
}

/**
 * One EventSource per URL, however many hooks on the page listen to it (the table's orders and the waiter
 * call's status hear the same table stream): the server caps streams per table, and each costs a socket.
 */
const sources = new Map<string, { source: EventSource; subscribers: Set<Subscriber> }>();

function subscribe(url: string, subscriber: Subscriber): () => void {
  let entry = sources.get(url);
  if (!entry) {
    const source = new EventSource(url);
    const subscribers = new Set<Subscriber>();
    source.addEventListener('open', () => {
      for (const s of [...subscribers]) {
        s.onState(true);
        s.onOpen();
      }
    });
    source.addEventListener('error', () => {
      for (const s of [...subscribers]) s.onState(source.readyState === EventSource.OPEN);
    });
    const onMessage = (message: MessageEvent<string>) => {
      let event: SufraEvent;
      try {
        event = JSON.parse(message.data) as SufraEvent;
      } catch {
        return; // a malformed event is ignored; the next poll catches up
      }
      for (const s of [...subscribers]) s.onEvent(event);
    };
    for (const type of TABLE_EVENT_TYPES) source.addEventListener(type, onMessage);
    entry = { source, subscribers };
    sources.set(url, entry);
  } else if (entry.source.readyState === EventSource.OPEN) subscriber.onState(true);
  const { source, subscribers } = entry;
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size > 0) return;
    source.close();
    sources.delete(url);
  };
}

/**
 * Listens to the event stream at `url` (null: none) and calls `onEvent` for each named event. `isConnected`
 * is true while the stream is open; the browser reconnects by itself (the server sends a `retry:` hint),
 * so a dropped stream just shows "offline" until it is back. Polling stays on as the fallback. `onOpen`
 * runs at every (re)connection: events sent while the stream was down are not replayed, so the caller
 * refetches what it shows to catch up.
 */
export function useEventStream(
  url: string | null,
  onEvent: (event: SufraEvent) => void,
  onOpen?: () => void,
) {
  const [isConnected, setConnected] = useState(false);
  // The latest callbacks without reopening the stream on every render.
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const opened = useRef(onOpen);
  opened.current = onOpen;
  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    const unsubscribe = subscribe(url, {
      onEvent: (event) => handler.current(event),
      onOpen: () => opened.current?.(),
      onState: setConnected,
    });
    return () => {
      unsubscribe();
      setConnected(false);
    };
  }, [url]);
  return { isConnected };
}
