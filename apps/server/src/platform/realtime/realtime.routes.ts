import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { findStaffSessionById, staffOf } from '../auth/require-staff';
import { requireStreamTicket, streamSessionExpiry } from '../auth/stream-ticket';
import { inTransaction } from '../db/transaction';
import { route } from '../http/route';
import { restaurantTopic, sessionTopic, tableTopic, withdrawAccess } from './access-events';
import {
  HEARTBEAT_MS,
  ProofChecks,
  SAFETY_NET_RECHECK_MS,
  type SseOptions,
  type StreamRegistry,
  streamEvents,
} from './sse';
import { streamAccessChecks } from './stream-access';
import { StreamHub } from './stream-hub';
import { StreamCounter } from './stream-limits';

/**
 * Server-Sent Events. Each event is a hint to refetch (its `data` is a digest); clients keep polling
 * slowly as a fallback, since an event published while a connection is down is not replayed. Who may
 * listen to a table or an order is asked of the tables and orders modules (stream-access.ts); who hears
 * which event is the hub's index (stream-hub.ts), fed by one bus subscription per app.
 */
export const realtimeRoutes: FastifyPluginAsync<SseOptions> = async (app, options) => {
  const access = streamAccessChecks();
  const registry: StreamRegistry = new Set();
  const hub = new StreamHub();
  const checks = new ProofChecks(options.revalidateMs ?? SAFETY_NET_RECHECK_MS, options.onRecheck);
  const unsubscribe = app.events.subscribe((event) => {
    hub.deliver(event);
    withdrawAccess(checks, event);
  });
  // An access event heard while a stream's opening check ran is asked again when it joins (sse.ts).
  const marks = new WeakMap<object, number>();
  app.addHook('onRequest', async (req) => {
    marks.set(req, checks.mark());
  });
  const markOf = (req: object) => marks.get(req) ?? -1;
  // One timer pings every open stream (not one timer per stream).
  const heartbeat = setInterval(() => {
    for (const stream of registry) stream.ping();
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  // Open streams would keep server.close() waiting forever; end them first.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    for (const stream of [...registry]) stream.end();
  });
  const deps = { hub, registry, checks, options };
  // Caps per IP, per table/order and per process, checked before any database work (stream-limits.ts).
  const streams = new StreamCounter(options.limits);
  app.addHook('preHandler', async (req, reply) => streams.admit(req, reply));

  route(
    app,
    api.tableEvents,
    async (req, reply) => {
      const { id: restaurantId, table: tableNumber } = req.params;
      const q = { restaurantId, tableNumber, hash: req.query.hash };
      const check = () => inTransaction(app.db, (trx) => access.table(trx, q));
      await check();
      streamEvents(
        req,
        reply,
        deps,
        { kind: 'table', restaurantId, tableNumber },
        {
          key: `table:${restaurantId}:${tableNumber}:${q.hash}`,
          stillAllowed: () => check().then(() => true),
          // A rotated table hash ends the streams opened with the old one; a suspension every table's.
          topics: [tableTopic(restaurantId, tableNumber), restaurantTopic(restaurantId)],
          since: markOf(req),
        },
      );
      return reply;
    },
    { compress: false },
  );

  route(
    app,
    api.orderEvents,
    async (req, reply) => {
      // The order's proof rides in `?key=` (EventSource cannot send headers): its table's hash or its secret.
      const check = () => inTransaction(app.db, (trx) => access.order(trx, req.params.id, req));
      const { restaurantId, tableNumber } = await check();
      streamEvents(
        req,
        reply,
        deps,
        { kind: 'order', restaurantId, orderId: req.params.id },
        {
          key: `order:${req.url}`,
          stillAllowed: () => check().then(() => true),
          // A table order's proof is its table's hash: a rotation ends the streams opened with the old one.
          // A takeaway order's secret never changes (its check stays as the net).
          topics: tableNumber === null ? [] : [tableTopic(restaurantId, tableNumber)],
          since: markOf(req),
        },
      );
      return reply;
    },
    { compress: false },
  );

  route(
    app,
    api.staffEvents,
    async (req, reply) => {
      const staff = staffOf(req);
      // A platform admin (no restaurant) hears every restaurant.
      streamEvents(
        req,
        reply,
        deps,
        { kind: 'staff', restaurantId: staff.restaurantId },
        {
          // Logout, revocation, deactivation or a new password end it by event, its expiry by a timer.
          key: `staff:${staff.sessionId}`,
          stillAllowed: async () => (await findStaffSessionById(app.db, staff.sessionId)) !== null,
          topics: [sessionTopic(staff.sessionId)],
          expiresAt: streamSessionExpiry(req),
          since: markOf(req),
        },
      );
      return reply;
    },
    // EventSource cannot send headers: a one-use ticket (POST /staff/events/ticket) opens the stream.
    { compress: false, authenticate: requireStreamTicket },
  );
};
