import { AppError } from '@sufra/domain';
import {
  OrderParamsSchema,
  PaymentParamsSchema,
  PaymentProgressParamsSchema,
  PaymentProgressResponseSchema,
  PaymentQuoteBodySchema,
  PaymentQuoteResponseSchema,
  PaymentResponseSchema,
  PayOrderBodySchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { faultPoint } from '../../platform/runtime/fault-point';
import { orderProofHook } from '../orders/order-proof';
import { WebhookAuthError } from './gateways/gateway';
import { payOrder, quotePayment } from './pay-order.service';
import { getPaymentProgress } from './payment-progress.service';
import { toPaymentView } from './payment-view';
import { rememberWebhookEvent, webhookEventSeen } from './payments.repository';
import type { PaymentsContext } from './payments-context';
import { pendingPaymentsRoutes } from './pending/pending-payments.routes';
import { settleByGatewayId, verifyPayment } from './settle-payment.service';
import { tableBillRoutes } from './table-bill/table-bill.routes';

export interface PaymentsRoutesOptions {
  /** Reservation length in seconds (tests); default 10 minutes. */
  reservationSeconds?: number;
}

/**
 * Paying an order directly (register under /api). Needs app.db, app.events and app.paymentGateway. It also
 * subscribes to gateway.onSettled for the app's lifetime, so nothing else has to start at boot.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const ctx = (): PaymentsContext => ({
    db: app.db,
    events: app.events,
    gateway: app.paymentGateway,
    log: app.log,
    ...(options.reservationSeconds !== undefined ? { reservationSeconds: options.reservationSeconds } : {}),
  });

  const unsubscribe = app.paymentGateway.onSettled(async (payment) => {
    // Crash tests stop here: captured at the gateway, not yet settled by us (the sweeper recovers it).
    await faultPoint('payment-captured');
    await settleByGatewayId(ctx(), payment.id);
  });
  app.addHook('onClose', async () => unsubscribe());

  app.post(
    '/public/orders/:id/payment',
    {
      schema: {
        params: OrderParamsSchema,
        body: PayOrderBodySchema,
        response: { 200: PaymentResponseSchema },
      },
    },
    async (req) => ({ data: { payment: await payOrder(ctx(), req.params.id, req.body) } }),
  );

  app.post(
    '/public/orders/:id/payment-quote',
    {
      schema: {
        params: OrderParamsSchema,
        body: PaymentQuoteBodySchema,
        response: { 200: PaymentQuoteResponseSchema },
      },
    },
    async (req) => ({ data: { quote: await quotePayment(ctx(), req.params.id, req.body) } }),
  );

  app.get(
    '/public/payments/:id/verify',
    { schema: { params: PaymentParamsSchema, response: { 200: PaymentResponseSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { payment: toPaymentView(await verifyPayment(ctx(), req.params.id)) } };
    },
  );

  app.get(
    '/public/:id/payment-progress',
    {
      schema: { params: PaymentProgressParamsSchema, response: { 200: PaymentProgressResponseSchema } },
      preHandler: orderProofHook(app.db),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getPaymentProgress(app.db, req.params.id) };
    },
  );

  await app.register(pendingPaymentsRoutes, { ctx });
  await app.register(tableBillRoutes, { ctx });
  await app.register(webhookRoute, { ctx });
};

/** Its own context: the webhook needs the raw body (the gateway signs the bytes it sent). */
const webhookRoute: FastifyPluginAsyncZod<{ ctx: () => PaymentsContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post(
    '/payments/webhook/:gateway',
    { schema: { params: z.object({ gateway: z.string().max(20) }) } },
    async (req, reply) => {
      const c = ctx();
      if (req.params.gateway !== c.gateway.name) throw new AppError('NOT_FOUND');
      let event: ReturnType<typeof c.gateway.parseWebhook>;
      try {
        event = c.gateway.parseWebhook(req.headers, typeof req.body === 'string' ? req.body : '');
      } catch (err) {
        if (err instanceof WebhookAuthError) throw new AppError('UNAUTHORIZED', undefined, err);
        throw new AppError('VALIDATION_FAILED', undefined, err);
      }
      // Moyasar redelivers: an event handled before is answered at once and changes nothing.
      if (await webhookEventSeen(c.db, c.gateway.name, event.id))
        return reply.code(200).send({ data: { received: true } });
      // The event is a hint: converge through fetchPayment like verify does.
      const row = await settleByGatewayId(c, event.payment.id);
      // Only a settled outcome is final: an event seen while the payment is still pending may come again.
      if (row && row.status !== 'pending') await rememberWebhookEvent(c.db, c.gateway.name, event.id);
      return reply.code(200).send({ data: { received: true } });
    },
  );
};
