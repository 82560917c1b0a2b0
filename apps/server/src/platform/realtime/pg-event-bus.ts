import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';
import { deliver } from './deliver';
import type { EventBus, EventListener, SufraEvent } from './event-bus';

const DEFAULT_EVENT_CHANNEL = 'sufra_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clear of it. */
export const MAX_NOTIFY_BYTES = 7900;
const RECONNECT_MS = [250, 1000, 3000, 10_000];

/**
 * The wire form. An event too large for NOTIFY travels without its `data` (marked `truncated`): the
 * screens treat every event as "refetch", so they lose nothing but a round trip.
 */
export function encodeEvent(event: SufraEvent): string {
  const full = JSON.stringify(event);
  if (Buffer.byteLength(full) < MAX_NOTIFY_BYTES) return full;
  return JSON.stringify({ ...event, data: null, truncated: true });
}

export interface PgEventBusOptions {
  connectionString: string;
  db: Database;
  channel?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'> | undefined;
}

/**
 * LISTEN on a dedicated connection (a pooled one could be handed to a query mid-notification), NOTIFY
 * through the normal pool. This process hears its own NOTIFYs too, so local and remote listeners get
 * events by the same path and in the same order. The listener reconnects with backoff if the
 * connection drops; events sent while it is down are lost (clients poll as a fallback).
 */
export function createPgEventBus(options: PgEventBusOptions): EventBus {
  const channel = options.channel ?? DEFAULT_EVENT_CHANNEL;
  const { log } = options;
  const listeners = new Set<EventListener>();
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] ?? 10_000;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: options.connectionString });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel !== channel || !msg.payload) return;
      let event: SufraEvent;
      try {
        event = JSON.parse(msg.payload) as SufraEvent;
      } catch (err) {
        log?.warn({ err }, 'unreadable realtime event');
        return;
      }
      deliver([...listeners], event, log);
    });
    c.on('error', (err) => {
      log?.warn({ err }, 'realtime listener connection failed; reconnecting');
      if (client === c) client = undefined;
      c.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      if (closed) {
        await c.end();
        return;
      }
      attempt = 0;
      markReady();
    } catch (err) {
      log?.warn({ err }, 'realtime listener could not connect; retrying');
      if (client === c) client = undefined;
      c.end().catch(() => {});
      scheduleReconnect();
    }
  };
  void connect();

  return {
    async publish(event) {
      try {
        await sql`SELECT pg_notify(${channel}, ${encodeEvent(event)})`.execute(options.db);
      } catch (err) {
        log?.error({ err, type: event.type }, 'realtime publish failed');
      }
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    ready: () => readyPromise,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
