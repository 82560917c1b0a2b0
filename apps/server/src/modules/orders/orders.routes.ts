import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { encodedOnce, sendCompressedOnce } from '../../platform/http/compressed-once';
import { etagMatches } from '../../platform/http/etag';
import { CachedJsonAnswers } from '../../platform/http/fast-reads';
import { limitOrderPlacement } from '../../platform/http/order-write-limits';
import { route } from '../../platform/http/route';
import { addOrderItems } from './add-order-items.service';
import { getOrder, getOrderByNumber } from './orders.service';
import { placeOrder } from './place-order.service';
import { type CachedTableOrders, createTableOrdersReader } from './table-orders-cache';

/**
 * The table's poll as a phone sends it, ids in their canonical form and the hash alone in the query: any
 * other spelling goes to Fastify's route (which checks and answers it the same way).
 */
const TABLE_POLL =
  /^\/api\/public\/restaurants\/([1-9]\d{0,9})\/tables\/([1-9]\d{0,9})\/orders\?hash=([\w-]{16,64})$/;

/**
 * The diner's order API. An order opens only with its proof (order-proof.ts): the table's QR hash, or a
 * takeaway order's own secret; the uuid alone opens nothing. Needs `app.events`.
 */
export const ordersRoutes: FastifyPluginAsync<{ tableOrdersMaxAgeMs?: number | undefined }> = async (
  app,
  options,
) => {
  const ctx = () => ({ db: app.db, events: app.events });
  const tableOrders = createTableOrdersReader(app.db, app.events, options.tableOrdersMaxAgeMs);
  app.addHook('onClose', async () => tableOrders.close());

  route(app, api.placeOrder, async (req, reply) => {
    limitOrderPlacement(app, req, reply, req.params.id, req.body);
    reply.code(201);
    return { data: await placeOrder(ctx(), req.params.id, req.body) };
  });

  route(app, api.getOrder, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { order: await getOrder(app.db, req.params.id) } };
  });

  route(app, api.getOrderByNumber, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { order: await getOrderByNumber(app.db, req.params.number, req.query) } };
  });

  route(app, api.addOrderItems, async (req, reply) => {
    app.abuse.take(reply, 'additionsPerIp', req.ip);
    app.abuse.take(reply, 'additionsPerOrder', req.params.id);
    return { data: { order: await addOrderItems(ctx(), req.params.id, req.body) } };
  });

  route(
    app,
    api.listTableOrders,
    async (req, reply) => {
      const cached = await tableOrders.read({
        restaurantId: req.params.id,
        tableNumber: req.params.table,
        hash: req.query.hash,
      });
      // Private: the list is for this table's phones only, never a shared cache.
      reply.header('etag', cached.etag).header('cache-control', 'private, no-cache');
      if (etagMatches(req.headers['if-none-match'], cached.etag)) return reply.code(304).send();
      // Serialised once per change (table-orders-cache.ts), compressed once per change and coding.
      return sendCompressedOnce(req, reply, cached, cached.body);
    },
    { compress: false },
  );

  // The same answer from memory before Fastify (fast-reads.ts), for a list this instance holds for this hash.
  const answers = new CachedJsonAnswers<CachedTableOrders>({
    headers: (cached) => ({ etag: cached.etag, 'cache-control': 'private, no-cache' }),
    encode: (cached, req) => encodedOnce(cached, cached.body, req.headers),
  });
  app.fastReads.add((url, req) => {
    const m = TABLE_POLL.exec(url);
    // X-No-Compression is not a variant of the kept answers: such a rare request is the route's.
    if (!m || req.headers['x-no-compression'] !== undefined) return undefined;
    const cached = tableOrders.peek({ restaurantId: Number(m[1]), tableNumber: Number(m[2]), hash: m[3]! });
    return cached && answers.answer(cached, req);
  });
};
