import { SUFRA_EVENT_TYPES, type SufraEvent } from '@sufra/domain/events';
import * as routes from '@sufra/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { ApiError, call } from '../api-client';
import { useReportLiveStatus } from './live-status';

interface Listener {
  onEvent: (event: SufraEvent) => void;
  /** At every (re)connection: events sent while the stream was down are not replayed, so refetch. */
  onOpen: () => void;
  onState: (isConnected: boolean) => void;
}

/** Waits between attempts after a drop: quick at first, then no more often than every 15 s. */
const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000, 15_000];

/**
 * The restaurant's staff stream (GET /api/staff/events), one per page however many hooks listen. It opens
 * with a one-use ticket (POST /api/staff/events/ticket: EventSource cannot send the bearer token), so the
 * browser's own reconnection, which would repeat the spent ticket, is never used: on a drop the stream is
 * closed and opened again with a fresh ticket, backing off while the network is down, and at once when the
 * browser says it is back online. A 401 for the ticket means the session ended: no more attempts (the
 * client has dropped the token and the console's guard sends the person to sign in).
 */
class StaffStream {
  private readonly listeners = new Set<Listener>();
  private source: EventSource | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private opening: AbortController | null = null;
  isConnected = false;

  private readonly onOnline = () => {
    if (this.source === null && this.opening === null) this.reconnectNow();
  };

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      window.addEventListener('online', this.onOnline);
      void this.open();
    } else listener.onState(this.isConnected);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  private setState(isConnected: boolean) {
    if (this.isConnected === isConnected) return;
    this.isConnected = isConnected;
    for (const listener of [...this.listeners]) listener.onState(isConnected);
  }

  private async open() {
    const opening = new AbortController();
    this.opening = opening;
    let ticket: string;
    try {
      ticket = (await call(routes.issueStreamTicket, { signal: opening.signal })).ticket;
    } catch (error) {
      if (opening.signal.aborted) return;
      this.opening = null;
      if (error instanceof ApiError && error.status === 401) return;
      this.retryLater();
      return;
    }
    if (opening.signal.aborted) return;
    this.opening = null;
    const source = new EventSource(`/api${routes.staffEvents.path}?ticket=${encodeURIComponent(ticket)}`);
    this.source = source;
    source.addEventListener('open', () => {
      this.attempt = 0;
      this.setState(true);
      for (const listener of [...this.listeners]) listener.onOpen();
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      // Closed for good, or the browser trying again with the spent ticket: start over with a new one.
      source.close();
      this.source = null;
      this.setState(false);
      this.retryLater();
    });
    const onMessage = (message: MessageEvent<string>) => {
      let event: SufraEvent;
      try {
        event = JSON.parse(message.data) as SufraEvent;
      } catch {
        return; // a malformed event is ignored; the next catch-up reads the truth
      }
      for (const listener of [...this.listeners]) listener.onEvent(event);
    };
    for (const type of SUFRA_EVENT_TYPES) source.addEventListener(type, onMessage);
  }

  private retryLater() {
    const base = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)] ?? 15_000;
    this.attempt += 1;
    // A little jitter so a restaurant's screens do not all come back in the same millisecond.
    this.timer = setTimeout(() => this.reconnectNow(), base + Math.floor(Math.random() * 250));
  }

  private reconnectNow() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.listeners.size > 0) void this.open();
  }

  private stop() {
    window.removeEventListener('online', this.onOnline);
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.opening?.abort();
    this.opening = null;
    this.source?.close();
    this.source = null;
    this.attempt = 0;
    this.isConnected = false;
  }
}

let stream: StaffStream | null = null;

/**
 * Listens to the restaurant's live events on a console screen: `onEvent` for each event, `onOpen` at each
 * (re)connection (the screen refetches what it shows, which is how it catches up after a drop). The
 * console's top bar shows whether the stream is open. Returns the same flag.
 */
export function useStaffEvents(onEvent: (event: SufraEvent) => void, onOpen: () => void): boolean {
  const [isConnected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const opened = useRef(onOpen);
  opened.current = onOpen;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    stream ??= new StaffStream();
    const remove = stream.add({
      onEvent: (event) => handler.current(event),
      onOpen: () => opened.current(),
      onState: setConnected,
    });
    return () => {
      remove();
      setConnected(false);
    };
  }, []);
  useReportLiveStatus(isConnected);
  return isConnected;
}
