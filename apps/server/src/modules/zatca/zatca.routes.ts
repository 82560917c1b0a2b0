import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { reissueRejectedInvoice } from '../../flows/reissue-rejected.flow';
import { staffOf } from '../../platform/auth/require-staff';
import { requestLanguage } from '../../platform/http/language';
import { route } from '../../platform/http/route';
import { listZatcaDocuments, zatcaDocumentXml } from './chain/documents.service';
import { getZatcaSettings, onboardZatca, renewZatca, type ZatcaContext } from './egs/egs.service';
import { createFatooraHttpClient } from './fatoora/fatoora-http';

/** Settings → E-invoicing (owner) and the e-invoices screen (owner, manager), by the route table. */
export const zatcaRoutes: FastifyPluginAsync = async (app) => {
  // The Fatoora API in the owner's language: ZATCA writes its refusals in it (config.zatca: the imitation in tests).
  const client = (language: 'ar' | 'en') =>
    createFatooraHttpClient({ baseUrl: app.config.zatca.baseUrl, language });
  const ctx = (language: 'ar' | 'en'): ZatcaContext => ({
    db: app.db,
    box: app.settingsKey,
    zatca: app.config.zatca,
    client: client(language),
  });
  route(app, api.getZatcaSettings, async (req) => ({
    data: await getZatcaSettings({ db: app.db, zatca: app.config.zatca }, staffOf(req)),
  }));
  route(app, api.onboardZatca, async (req) => ({
    data: await onboardZatca(ctx(requestLanguage(req)), staffOf(req), req.body),
  }));
  route(app, api.renewZatca, async (req) => ({
    data: await renewZatca(ctx(requestLanguage(req)), staffOf(req), req.body.otp),
  }));
  route(app, api.listZatcaDocuments, async (req) => ({
    data: await listZatcaDocuments(app.db, staffOf(req), req.query, requestLanguage(req)),
  }));
  route(app, api.reissueZatcaDocument, async (req) => ({
    data: await reissueRejectedInvoice(app.db, staffOf(req), req.params.documentId),
  }));
  route(app, api.downloadZatcaDocumentXml, async (req, reply) => {
    const file = await zatcaDocumentXml(app.db, staffOf(req), req.params.documentId);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.xml);
  });
};
