import {
  CreatePendingPaymentBodySchema,
  CreatePendingPaymentResponseSchema,
  PaymentQuoteBodySchema,
  PaymentQuoteResponseSchema,
  PaymentResponseSchema,
  PayPendingPaymentBodySchema,
  PendingPaymentHashQuerySchema,
  PendingPaymentOnlyParamsSchema,
  PendingPaymentParamsSchema,
  PendingPaymentResponseSchema,
  RestaurantParamsSchema,
  RetryOrderBodySchema,
  TableHashQuerySchema,
  TablePendingPaymentsParamsSchema,
  TablePendingPaymentsResponseSchema,
  UpdatePendingPaymentBodySchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitOrderPlacement } from '../../orders/order-write-limits';
import type { PaymentsContext } from '../payments-context';
import {
  createPendingPayment,
  getPendingPayment,
  getTablePendingPayments,
  payPendingPayment,
  quotePendingPayment,
  retryPendingPaymentOrder,
  updatePendingPaymentSplit,
} from './pending-payments.service';

/** Splits in progress and carts paid before their order (contracts/pending-payments.ts). */
export const pendingPaymentsRoutes: FastifyPluginAsyncZod<{ ctx: () => PaymentsContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/public/restaurants/:id/pending-payments',
    {
      schema: {
        params: RestaurantParamsSchema,
        body: CreatePendingPaymentBodySchema,
        response: { 201: CreatePendingPaymentResponseSchema },
      },
    },
    async (req, reply) => {
      const body = req.body;
      app.abuse.take(reply, 'pendingPaymentsPerIp', req.ip);
      if (body.kind === 'split')
        app.abuse.take(reply, 'pendingPaymentsPerTable', `${req.params.id}:order:${body.orderId}`);
      else limitOrderPlacement(app, req, reply, req.params.id, body.order);
      return reply.code(201).send({ data: await createPendingPayment(ctx(), req.params.id, body) });
    },
  );

  app.get(
    '/public/restaurants/:id/pending-payments/:pid',
    {
      schema: {
        params: PendingPaymentParamsSchema,
        querystring: PendingPaymentHashQuerySchema,
        response: { 200: PendingPaymentResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, pid } = req.params;
      return { data: { pendingPayment: await getPendingPayment(app.db, id, pid, req.query.hash) } };
    },
  );

  app.patch(
    '/public/restaurants/:id/pending-payments/:pid',
    {
      schema: {
        params: PendingPaymentParamsSchema,
        body: UpdatePendingPaymentBodySchema,
        response: { 200: PendingPaymentResponseSchema },
      },
    },
    async (req) => ({
      data: {
        pendingPayment: await updatePendingPaymentSplit(ctx(), req.params.id, req.params.pid, req.body),
      },
    }),
  );

  app.post(
    '/public/pending-payments/:id/payment',
    {
      schema: {
        params: PendingPaymentOnlyParamsSchema,
        body: PayPendingPaymentBodySchema,
        response: { 200: PaymentResponseSchema },
      },
    },
    async (req) => ({ data: { payment: await payPendingPayment(ctx(), req.params.id, req.body) } }),
  );

  app.post(
    '/public/pending-payments/:id/payment-quote',
    {
      schema: {
        params: PendingPaymentOnlyParamsSchema,
        body: PaymentQuoteBodySchema,
        response: { 200: PaymentQuoteResponseSchema },
      },
    },
    async (req) => ({ data: { quote: await quotePendingPayment(ctx(), req.params.id, req.body) } }),
  );

  app.post(
    '/public/pending-payments/:id/retry-order',
    {
      schema: {
        params: PendingPaymentOnlyParamsSchema,
        body: RetryOrderBodySchema,
        response: { 200: PendingPaymentResponseSchema },
      },
    },
    async (req) => ({
      data: { pendingPayment: await retryPendingPaymentOrder(ctx(), req.params.id, req.body.hash) },
    }),
  );

  app.get(
    '/public/restaurants/:id/tables/:table/pending-payments',
    {
      schema: {
        params: TablePendingPaymentsParamsSchema,
        querystring: TableHashQuerySchema,
        response: { 200: TablePendingPaymentsResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const pendingPayments = await getTablePendingPayments(app.db, {
        restaurantId: req.params.id,
        tableNumber: req.params.table,
        hash: req.query.hash,
      });
      return { data: { pendingPayments } };
    },
  );
};
