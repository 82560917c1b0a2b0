import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../platform/http/language';
import { route } from '../../platform/http/route';
import { getPublicCreditNote } from './credit-notes.service';
import { getPublicInvoice, listOrderInvoices, queueInvoiceMail } from './invoice-reads.service';

/**
 * The diner's invoices. An order's list needs the order's proof (order-proof.ts); one invoice opens with
 * its own random uuid, which only that proof or the payer's payment reveals (and the e-mailed link carries).
 */
export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getInvoice, async (req, reply) => {
    const invoice = await getPublicInvoice(app.db, req.params.id);
    reply.header('cache-control', documentCaching(invoice));
    return { data: { invoice } };
  });

  route(app, api.getCreditNote, async (req, reply) => {
    const creditNote = await getPublicCreditNote(app.db, req.params.id);
    reply.header('cache-control', documentCaching(creditNote));
    return { data: { creditNote } };
  });

  route(app, api.listOrderInvoices, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { invoices: await listOrderInvoices(app.db, req.params.id) } };
  });

  route(app, api.emailInvoice, async (req, reply) => {
    app.abuse.take(reply, 'mailsPerIp', req.ip);
    const language = req.body.language ?? requestLanguage(req);
    const result = await queueInvoiceMail(app.db, req.params.id, req.body.email, language);
    reply.code(202);
    return { data: result };
  });
};

/**
 * A signed (or Phase 1) document never changes, but it is personal: out of shared caches, kept by the
 * diner's browser. One waiting for its ZATCA signature changes within a second (its QR, `signing`), and the
 * page asks again every second: kept, the browser would answer those asks with "signing" for five minutes.
 */
function documentCaching(document: { signing: boolean }): string {
  return document.signing ? 'no-store' : 'private, max-age=300';
}
