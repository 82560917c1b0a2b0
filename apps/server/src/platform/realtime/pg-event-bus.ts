import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';
import { deliver } from './deliver';
import type { EventBus, EventListener, SufraEvent } from './event-bus';

const DEFAULT_EVENT_CHANNEL = 'sufra_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clear of it. */
export const MAX_NOTIFY_BYTES = 7900;
const RECONNECT_MS = [250, 1000, 3000, 10_000];
const NOTIFY = 'SELECT pg_notify($1, $2)';
/** The longest publish() waits to hear its own event back (see publish). */
const ECHO_WAIT_MS = 1_000;

/**
 * The wire form. An event too large for NOTIFY travels without its `data` (marked `truncated`): the
 * screens treat every event as "refetch", so they lose nothing but a round trip.
 */
export function encodeEvent(event: SufraEvent, echo?: string): string {
  const wire = echo ? { ...event, echo } : event;
  const full = JSON.stringify(wire);
  if (Buffer.byteLength(full) < MAX_NOTIFY_BYTES) return full;
  return JSON.stringify({ ...wire, data: null, truncated: true });
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
  // publish() resolves once this process has heard its own event: the waiters, by the event's echo id.
  const echoes = new Map<string, () => void>();
  const echoPrefix = `${process.pid}.${randomBytes(4).toString('hex')}.`;
  let sequence = 0;
  let listening = false;
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
      let wire: SufraEvent & { echo?: string };
      try {
        wire = JSON.parse(msg.payload) as SufraEvent & { echo?: string };
      } catch (err) {
        log?.warn({ err }, 'unreadable realtime event');
        return;
      }
      const { echo, ...event } = wire;
      deliver([...listeners], event, log);
      if (echo) echoes.get(echo)?.();
    });
    c.on('error', (err) => {
      listening = false;
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
      listening = true;
      markReady();
    } catch (err) {
      log?.warn({ err }, 'realtime listener could not connect; retrying');
      if (client === c) client = undefined;
      c.end().catch(() => {});
      scheduleReconnect();
    }
  };
  void connect();

  /**
   * The event's wire form, with an echo id while the listener is up, and the wait for this process to hear
   * it back: at most ECHO_WAIT_MS from when it is awaited, at once when there is no echo to wait for.
   */
  const prepare = (event: SufraEvent) => {
    const echo = listening ? `${echoPrefix}${++sequence}` : undefined;
    let heard = () => {};
    const hearing = new Promise<void>((resolve) => {
      heard = resolve;
    });
    // Registered now: the commit that delivers it may be heard before the caller awaits it.
    if (echo) echoes.set(echo, () => heard());
    const drop = () => {
      if (echo) echoes.delete(echo);
    };
    const published = async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ECHO_WAIT_MS);
      });
      if (echo) await Promise.race([hearing, late]);
      clearTimeout(timer);
      drop();
    };
    return { payload: encodeEvent(event, echo), published, drop };
  };

  return {
    /**
     * Resolves once this process's own listeners have the event (or after ECHO_WAIT_MS, or at once when
     * the listener is down): services publish before they answer, so the caches of the instance that
     * wrote are invalidated before its answer, and a read that follows the write on it sees the change.
     */
    async publish(event) {
      const prepared = prepare(event);
      try {
        // A compiled statement, not a template built anew per event (every money move publishes).
        await options.db.executeQuery(CompiledQuery.raw(NOTIFY, [channel, prepared.payload]));
      } catch (err) {
        log?.error({ err, type: event.type }, 'realtime publish failed');
        prepared.drop();
        return;
      }
      await prepared.published();
    },
    prepare(event) {
      const { payload, published, drop } = prepare(event);
      return { notify: { channel, payload }, published, drop };
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    ready: () => readyPromise,
    async close() {
      closed = true;
      listening = false;
      for (const resolve of echoes.values()) resolve();
      if (timer) clearTimeout(timer);
      listeners.clear();
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
