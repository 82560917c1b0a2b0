import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../platform/http/language';
import { route } from '../../platform/http/route';
import { queueInvoiceEmail, setOrderPhoneNumber } from './notifications.service';

/** Diner-side phone number and e-mail receipt (spec section 7). Register under /api. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    api.setOrderPhoneNumber,
    async (req) => ({
      data: await setOrderPhoneNumber({ db: app.db, events: app.events }, req.params.id, req.body),
    }),
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  route(
    app,
    api.sendOrderInvoiceEmail,
    async (req, reply) => {
      app.abuse.take(reply, 'mailsPerIp', req.ip);
      const language = req.body.language ?? requestLanguage(req);
      const data = await queueInvoiceEmail(app.db, req.params.id, req.body.email, language);
      reply.code(202);
      return { data };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
};
