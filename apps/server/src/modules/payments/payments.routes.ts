import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { settlementFollowUp } from '../../flows/settle-payment.flow';
import { route } from '../../platform/http/route';
import { faultPoint } from '../../platform/runtime/fault-point';
import { atRestaurantRoutes } from './at-restaurant/at-restaurant.routes';
import { payOrder, quotePayment } from './pay-order.service';
import { getPaymentProgress } from './payment-progress.service';
import { toPaymentView } from './payment-view';
import { receiveWebhook } from './payment-webhook.service';
import type { PaymentsContext } from './payments-context';
import { pendingPaymentsRoutes } from './pending/pending-payments.routes';
import { settleWith, verifyPayment } from './settle-payment.service';
import { tableBillRoutes } from './table-bill/table-bill.routes';

export interface PaymentsRoutesOptions {
  /** Reservation length in seconds (tests); default 10 minutes. */
  reservationSeconds?: number;
}

/**
 * Paying an order directly (register under /api). Needs app.db, app.events and app.paymentGateways. It also
 * subscribes to the sandbox's onSettled for the app's lifetime, so nothing else has to start at boot.
 */
export const paymentsRoutes: FastifyPluginAsync<PaymentsRoutesOptions> = async (app, options) => {
  const ctx = (): PaymentsContext => ({
    db: app.db,
    events: app.events,
    gateways: app.paymentGateways,
    log: app.log,
    followUp: settlementFollowUp,
    ...(options.reservationSeconds !== undefined ? { reservationSeconds: options.reservationSeconds } : {}),
  });

  const sandbox = app.paymentGateways.sandbox;
  const unsubscribe = sandbox.onSettled(async (payment) => {
    // Crash tests stop here: captured at the gateway, not yet settled by us (the sweeper recovers it).
    await faultPoint('payment-captured');
    // The sandbox's own record, just written by this process (its UPDATE's or INSERT's RETURNING): the
    // gateway's record itself, so it is settled from as it is, without reading it back.
    await settleWith(ctx(), payment);
  });
  app.addHook('onClose', async () => unsubscribe());

  route(app, api.payOrder, async (req) => ({
    data: { payment: await payOrder(ctx(), req.params.id, req.body) },
  }));

  route(app, api.quoteOrderPayment, async (req) => ({
    data: { quote: await quotePayment(ctx(), req.params.id, req.body) },
  }));

  route(app, api.verifyPayment, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { payment: toPaymentView(await verifyPayment(ctx(), req.params.id)) } };
  });

  route(app, api.getPaymentProgress, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await getPaymentProgress(app.db, req.params.id) };
  });

  await app.register(pendingPaymentsRoutes, { ctx });
  await app.register(tableBillRoutes, { ctx });
  await app.register(atRestaurantRoutes, { ctx });
  await app.register(webhookRoute, { ctx });
};

/** Its own context: the webhook needs the raw body (the gateway signs the bytes it sent). */
const webhookRoute: FastifyPluginAsync<{ ctx: () => PaymentsContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  route(app, api.paymentWebhook, async (req) => {
    await receiveWebhook(
      ctx(),
      req.params.gateway,
      req.headers,
      typeof req.body === 'string' ? req.body : '',
    );
    return { data: { received: true } } as const;
  });
};
