import type { FastifyBaseLogger } from 'fastify';
import type { EventListener, SufraEvent } from './event-bus';

/**
 * Calls every listener; one listener failing must not keep the event from the others. Its own file: both
 * buses use it, and event-bus.ts creates the PostgreSQL one (no import cycle between the two).
 */
export function deliver(
  listeners: Iterable<EventListener>,
  event: SufraEvent,
  log?: Pick<FastifyBaseLogger, 'error'>,
): void {
  for (const fn of listeners) {
    try {
      fn(event);
    } catch (err) {
      log?.error({ err, type: event.type }, 'event listener failed');
    }
  }
}
