import type { ServerResponse } from 'node:http';
import { staffEvents } from '@sufra/domain/routes';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../platform/realtime/event-bus';

/**
 * Ending a staff member's open event streams the moment their sessions end (deactivation, a revoked
 * session, a new password), rather than at the stream's next 10-second re-check. The service publishes
 * `staff.access_revoked` with the ended session ids after its commit; every instance hears it on the bus
 * (LISTEN/NOTIFY with PostgreSQL) and closes the streams it holds for those sessions. The re-check stays
 * as the safety net (a lost notification, a session that simply expired).
 */
const ACCESS_REVOKED_EVENT = 'staff.access_revoked';

type Streams = Map<number, Set<ServerResponse>>;
const streamsByBus = new WeakMap<EventBus, Streams>();

function sessionIdsOf(data: unknown): number[] {
  const ids = (data as { sessionIds?: unknown } | null)?.sessionIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

/** Ends a stream; one whose headers are not out yet (still in its route's hooks) is ended once they are. */
function endStream(res: ServerResponse): void {
  if (res.writableEnded || res.destroyed) return;
  if (res.headersSent) res.end();
  else setTimeout(() => endStream(res), 10).unref();
}

function streamsOf(bus: EventBus): Streams {
  let streams = streamsByBus.get(bus);
  if (!streams) {
    const created: Streams = new Map();
    bus.subscribe((event) => {
      if (event.type !== ACCESS_REVOKED_EVENT) return;
      for (const id of sessionIdsOf(event.data)) for (const res of created.get(id) ?? []) endStream(res);
    });
    streamsByBus.set(bus, created);
    streams = created;
  }
  return streams;
}

/** A staff stream, from its opening: it ends when its session is revoked (or when it closes first). */
function watchStaffStream(bus: EventBus, sessionId: number, res: ServerResponse): void {
  const streams = streamsOf(bus);
  const open = streams.get(sessionId) ?? new Set<ServerResponse>();
  streams.set(sessionId, open);
  open.add(res);
  res.once('close', () => {
    open.delete(res);
    if (open.size === 0 && streams.get(sessionId) === open) streams.delete(sessionId);
  });
}

const STAFF_STREAM_URL = `/api${staffEvents.path}`;

/**
 * Registers the app-wide hook that watches every staff stream (the stream's route lives in
 * platform/realtime, which knows nothing of this module). Must be added before the API routes: a
 * preHandler runs after the route's own authentication, so the stream's caller is known by then.
 */
export function closeStaffStreamsOnRevoke(app: FastifyInstance): void {
  app.addHook('preHandler', async (req, reply) => {
    if (req.staff && req.routeOptions.url === STAFF_STREAM_URL)
      watchStaffStream(app.events, req.staff.sessionId, reply.raw);
  });
}

/** After the commit that ended these sessions: every instance closes their open streams. */
export async function publishAccessRevoked(
  bus: EventBus,
  restaurantId: number | null,
  sessionIds: readonly number[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await bus.publish({
    type: ACCESS_REVOKED_EVENT,
    // A platform admin has no restaurant; 0 is no restaurant's id (only admins' streams hear it).
    restaurantId: restaurantId ?? 0,
    tableNumber: null,
    data: { sessionIds: [...sessionIds] },
  });
}
