import {
  AddOrderItemsBodySchema,
  OrderNumberParamsSchema,
  OrderNumberQuerySchema,
  OrderParamsSchema,
  OrderResponseSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
  RestaurantParamsSchema,
  TableHashQuerySchema,
  TableOrdersParamsSchema,
  TableOrdersResponseSchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches } from '../menu/menu.routes';
import { addOrderItems } from './add-order-items.service';
import { orderProofHook } from './order-proof';
import { limitOrderPlacement } from './order-write-limits';
import { getOrder, getOrderByNumber, getTableOrders } from './orders.service';
import { placeOrder } from './place-order.service';

/**
 * The diner's order API. An order opens only with its proof (order-proof.ts): the table's QR hash, or a
 * takeaway order's own secret; the uuid alone opens nothing. Needs `app.events`.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events });

  app.post(
    '/public/restaurants/:id/orders',
    {
      schema: {
        params: RestaurantParamsSchema,
        body: PlaceOrderBodySchema,
        response: { 201: PlaceOrderResponseSchema },
      },
    },
    async (req, reply) => {
      limitOrderPlacement(app, req, reply, req.params.id, req.body);
      return reply.code(201).send({ data: await placeOrder(ctx(), req.params.id, req.body) });
    },
  );

  app.get(
    '/public/orders/:id',
    {
      schema: { params: OrderParamsSchema, response: { 200: OrderResponseSchema } },
      preHandler: orderProofHook(app.db),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { order: await getOrder(app.db, req.params.id) } };
    },
  );

  app.get(
    '/public/orders/number/:number',
    {
      schema: {
        params: OrderNumberParamsSchema,
        querystring: OrderNumberQuerySchema,
        response: { 200: OrderResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { order: await getOrderByNumber(app.db, req.params.number, req.query) } };
    },
  );

  app.put(
    '/public/orders/:id/items',
    {
      schema: {
        params: OrderParamsSchema,
        body: AddOrderItemsBodySchema,
        response: { 200: OrderResponseSchema },
      },
      preHandler: orderProofHook(app.db),
    },
    async (req, reply) => {
      app.abuse.take(reply, 'additionsPerIp', req.ip);
      app.abuse.take(reply, 'additionsPerOrder', req.params.id);
      return { data: { order: await addOrderItems(ctx(), req.params.id, req.body) } };
    },
  );

  app.get(
    '/public/restaurants/:id/tables/:table/orders',
    {
      schema: {
        params: TableOrdersParamsSchema,
        querystring: TableHashQuerySchema,
        response: { 200: TableOrdersResponseSchema, 304: z.undefined() },
      },
    },
    async (req, reply) => {
      const { orders, etag } = await getTableOrders(app.db, {
        restaurantId: req.params.id,
        tableNumber: req.params.table,
        hash: req.query.hash,
      });
      // Private: the list is for this table's phones only, never a shared cache.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return { data: { orders } };
    },
  );
};
