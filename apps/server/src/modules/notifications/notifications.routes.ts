import {
  OrderParamsSchema,
  OrderPhoneNumberBodySchema,
  OrderPhoneNumberResponseSchema,
  SendInvoiceEmailBodySchema,
  SendInvoiceEmailResponseSchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../platform/http/language';
import { orderProofHook } from '../orders/order-proof';
import { queueInvoiceEmail, setOrderPhoneNumber } from './notifications.service';

/** Diner-side phone number and e-mail receipt (spec section 7). Register under /api. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/public/orders/:id/phone-number',
    {
      schema: {
        params: OrderParamsSchema,
        body: OrderPhoneNumberBodySchema,
        response: { 200: OrderPhoneNumberResponseSchema },
      },
      preHandler: orderProofHook(app.db),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => ({ data: await setOrderPhoneNumber(app.db, req.params.id, req.body) }),
  );

  app.post(
    '/public/orders/:id/send-invoice-email',
    {
      schema: {
        params: OrderParamsSchema,
        body: SendInvoiceEmailBodySchema,
        response: { 202: SendInvoiceEmailResponseSchema },
      },
      preHandler: orderProofHook(app.db),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      app.abuse.take(reply, 'mailsPerIp', req.ip);
      const language = req.body.language ?? requestLanguage(req);
      const data = await queueInvoiceEmail(app.db, req.params.id, req.body.email, language);
      return reply.code(202).send({ data });
    },
  );
};
