import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { limitOrderPlacement } from '../../../platform/http/order-write-limits';
import { route } from '../../../platform/http/route';
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
export const pendingPaymentsRoutes: FastifyPluginAsync<{ ctx: () => PaymentsContext }> = async (
  app,
  { ctx },
) => {
  route(app, api.createPendingPayment, async (req, reply) => {
    const body = req.body;
    app.abuse.take(reply, 'pendingPaymentsPerIp', req.ip);
    if (body.kind === 'split')
      app.abuse.take(reply, 'pendingPaymentsPerTable', `${req.params.id}:order:${body.orderId}`);
    else limitOrderPlacement(app, req, reply, req.params.id, body.order);
    reply.code(201);
    return { data: await createPendingPayment(ctx(), req.params.id, body) };
  });

  route(app, api.getPendingPayment, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { id, pid } = req.params;
    return { data: { pendingPayment: await getPendingPayment(app.db, id, pid, req.query.hash) } };
  });

  route(app, api.updatePendingPayment, async (req) => ({
    data: {
      pendingPayment: await updatePendingPaymentSplit(ctx(), req.params.id, req.params.pid, req.body),
    },
  }));

  route(app, api.payPendingPayment, async (req) => ({
    data: { payment: await payPendingPayment(ctx(), req.params.id, req.body) },
  }));

  route(app, api.quotePendingPayment, async (req) => ({
    data: { quote: await quotePendingPayment(ctx(), req.params.id, req.body) },
  }));

  route(app, api.retryPendingPaymentOrder, async (req) => ({
    data: { pendingPayment: await retryPendingPaymentOrder(ctx(), req.params.id, req.body.hash) },
  }));

  route(app, api.listTablePendingPayments, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const pendingPayments = await getTablePendingPayments(app.db, {
      restaurantId: req.params.id,
      tableNumber: req.params.table,
      hash: req.query.hash,
    });
    return { data: { pendingPayments } };
  });
};
