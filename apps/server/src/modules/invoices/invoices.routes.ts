import {
  CreditNoteResponseSchema,
  InvoiceParamsSchema,
  InvoiceResponseSchema,
  OrderInvoicesResponseSchema,
  OrderParamsSchema,
  SendInvoiceEmailBodySchema,
  SendInvoiceEmailResponseSchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../platform/http/language';
import { orderProofHook } from '../orders/order-proof';
import { getPublicCreditNote } from './credit-notes.service';
import { getPublicInvoice, listOrderInvoices, queueInvoiceMail } from './invoice-reads.service';

/**
 * The diner's invoices. An order's list needs the order's proof (order-proof.ts); one invoice opens with
 * its own random uuid, which only that proof or the payer's payment reveals (and the e-mailed link carries).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/invoices/:id',
    { schema: { params: InvoiceParamsSchema, response: { 200: InvoiceResponseSchema } } },
    async (req, reply) => {
      // An issued invoice never changes, but it is personal: keep it out of shared caches.
      reply.header('cache-control', 'private, max-age=300');
      return { data: { invoice: await getPublicInvoice(app.db, req.params.id) } };
    },
  );

  app.get(
    '/public/credit-notes/:id',
    { schema: { params: InvoiceParamsSchema, response: { 200: CreditNoteResponseSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return { data: { creditNote: await getPublicCreditNote(app.db, req.params.id) } };
    },
  );

  app.get(
    '/public/orders/:id/invoices',
    {
      schema: { params: OrderParamsSchema, response: { 200: OrderInvoicesResponseSchema } },
      preHandler: orderProofHook(app.db),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { invoices: await listOrderInvoices(app.db, req.params.id) } };
    },
  );

  app.post(
    '/public/invoices/:id/email',
    {
      schema: {
        params: InvoiceParamsSchema,
        body: SendInvoiceEmailBodySchema,
        response: { 202: SendInvoiceEmailResponseSchema },
      },
    },
    async (req, reply) => {
      app.abuse.take(reply, 'mailsPerIp', req.ip);
      const language = req.body.language ?? requestLanguage(req);
      const result = await queueInvoiceMail(app.db, req.params.id, req.body.email, language);
      return reply.code(202).send({ data: result });
    },
  );
};
