import { api } from '@sufra/domain/contracts';
import { type SufraEvent, type SufraEventType, TABLE_EVENT_TYPES } from '@sufra/domain/events';
import type { FastifyPluginAsync } from 'fastify';
import { findStaffSessionById, staffOf } from '../auth/require-staff';
import { requireStreamTicket } from '../auth/stream-ticket';
import { inTransaction } from '../db/transaction';
import { route } from '../http/route';
import { type SseOptions, type StreamRegistry, streamEvents } from './sse';
import { streamAccessChecks } from './stream-access';
import { StreamCounter } from './stream-limits';

/** What a table's phones hear (the contract's list): their orders, pending payments, calls seen, the table closing. */
const TABLE_EVENTS: ReadonlySet<SufraEventType> = new Set(TABLE_EVENT_TYPES);
/**
 * Of those, the ones about the whole restaurant (published with tableNumber null, no order): every diner
 * stream of the restaurant hears them, a table's and an order's (takeaway) alike. The menu changed: open
 * menus refetch without a reload. The platform suspended or reactivated the restaurant: open screens read
 * again at once (a suspended restaurant answers RESTAURANT_SUSPENDED), before the stream's next access
 * check ends a table's stream.
 */
const RESTAURANT_WIDE: ReadonlySet<SufraEventType> = new Set(['menu.updated', 'restaurant.status_changed']);
const isRestaurantWide = (e: SufraEvent, restaurantId: number) =>
  e.restaurantId === restaurantId && e.tableNumber === null && RESTAURANT_WIDE.has(e.type);

/**
 * Server-Sent Events. Each event is a hint to refetch (its `data` is a digest); clients keep polling
 * slowly as a fallback, since an event published while a connection is down is not replayed. Who may
 * listen to a table or an order is asked of the tables and orders modules (stream-access.ts).
 */
export const realtimeRoutes: FastifyPluginAsync<SseOptions> = async (app, options) => {
  const access = streamAccessChecks();
  const registry: StreamRegistry = new Set();
  // Open streams would keep server.close() waiting forever; end them first.
  app.addHook('preClose', async () => {
    for (const end of [...registry]) end();
  });
  const deps = () => ({ bus: app.events, registry, options });
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
        deps(),
        (e) =>
          (e.restaurantId === restaurantId && e.tableNumber === tableNumber && TABLE_EVENTS.has(e.type)) ||
          isRestaurantWide(e, restaurantId),
        // A rotated table hash (staff) ends the streams opened with the old one.
        () => check().then(() => true),
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
      const { restaurantId } = await check();
      streamEvents(
        req,
        reply,
        deps(),
        (e) => e.orderId === req.params.id || isRestaurantWide(e, restaurantId),
        // The table's hash rotated: streams opened with the old one end.
        () => check().then(() => true),
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
        deps(),
        (e) => staff.restaurantId === null || e.restaurantId === staff.restaurantId,
        // Logout, expiry or deactivation ends the stream too, not only the next request.
        async () => (await findStaffSessionById(app.db, staff.sessionId)) !== null,
      );
      return reply;
    },
    // EventSource cannot send headers: a one-use ticket (POST /staff/events/ticket) opens the stream.
    { compress: false, authenticate: requireStreamTicket },
  );
};
