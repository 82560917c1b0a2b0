import type { SufraEvent } from '@sufra/domain/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { deliver } from './deliver';
import { createPgEventBus } from './pg-event-bus';

// The event types and the event's shape are the contract's (`@sufra/domain/events`), shared with every screen
// that listens; the bus carries them and nothing else.
export type { SufraEvent, SufraEventType } from '@sufra/domain/events';

export type EventListener = (event: SufraEvent) => void;

export interface EventBus {
  /** Never rejects: a lost event costs a refresh (clients also poll), a thrown one would fail a committed request. */
  publish(event: SufraEvent): Promise<void>;
  /**
   * An event the caller sends from its own statement, inside its transaction (NOTIFY is delivered at the
   * commit, and not at all if the transaction rolls back): a round trip less than publishing after it.
   * The caller sends `notify` (when there is one: the in-process bus has none) with `pg_notify`, then calls
   * `published()` after the commit if its statement sent it, `drop()` if not.
   */
  prepare(event: SufraEvent): PreparedEvent;
  /** Returns the unsubscribe function. */
  subscribe(fn: EventListener): () => void;
  /** Resolves once events published from now on will be delivered (the PostgreSQL listener is connected). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Realtime fan-out (platform/realtime). Services publish AFTER their transaction commits, or send the
     * event from their own statement inside it (`prepare`: delivered at the commit, never on a rollback).
     */
    events: EventBus;
  }
}

export interface PreparedEvent {
  /** pg_notify's arguments for the caller's statement; undefined: nothing to send (one process). */
  notify: { channel: string; payload: string } | undefined;
  /** After the commit: resolves as publish() does (this process's listeners have it). Never rejects. */
  published(): Promise<void>;
  /** The caller's statement did not send it (nothing moved, or its transaction rolled back). */
  drop(): void;
}

type Log = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/** One process: events go straight to this process's listeners (PGlite, single instance). */
export function createInProcessEventBus(log?: Log): EventBus {
  const listeners = new Set<EventListener>();
  return {
    async publish(event) {
      // Asynchronous like the PostgreSQL bus, so callers cannot come to rely on synchronous delivery.
      await Promise.resolve();
      deliver([...listeners], event, log);
    },
    prepare(event) {
      return {
        notify: undefined,
        published: async () => {
          await Promise.resolve();
          deliver([...listeners], event, log);
        },
        drop: () => {},
      };
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    ready: () => Promise.resolve(),
    async close() {
      listeners.clear();
    },
  };
}

export interface EventBusOptions {
  /** PostgreSQL NOTIFY channel; tests use their own so parallel runs on one server do not hear each other. */
  channel?: string;
  log?: Log;
}

/**
 * With DATABASE_URL the bus runs over PostgreSQL LISTEN/NOTIFY, so every server instance sees every
 * event; otherwise (embedded PGlite, one process) it stays in-process.
 */
export function createEventBus(
  config: Pick<Config, 'databaseUrl'>,
  db: Database,
  options: EventBusOptions = {},
): EventBus {
  if (!config.databaseUrl) return createInProcessEventBus(options.log);
  return createPgEventBus({ connectionString: config.databaseUrl, db, ...options });
}

/** Publishes a batch after a commit. */
export async function publishAll(bus: EventBus, events: readonly SufraEvent[]): Promise<void> {
  for (const event of events) await bus.publish(event);
}
