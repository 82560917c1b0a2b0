import { api, type ReportExport } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { requestLanguage } from '../../platform/http/language';
import { route } from '../../platform/http/route';
import { reportCsv, reportSummary } from './reports.service';

export const reportsRoutes: FastifyPluginAsync = async (app) => {
  // The back office (issue 12 item 5): owners and managers, by the route table.
  route(app, api.getReportSummary, async (req) => ({
    data: await reportSummary(app.db, staffOf(req), req.query),
  }));

  const exports: [
    ReportExport,
    typeof api.exportPaymentsCsv | typeof api.exportInvoicesCsv | typeof api.exportCreditNotesCsv,
  ][] = [
    ['payments', api.exportPaymentsCsv],
    ['invoices', api.exportInvoicesCsv],
    ['credit-notes', api.exportCreditNotesCsv],
  ];
  for (const [kind, contract] of exports)
    route(app, contract, async (req, reply) => {
      const file = await reportCsv(app.db, staffOf(req), kind, req.query, requestLanguage(req));
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          // Sales figures stay out of shared caches and the browser's history.
          .header('cache-control', 'no-store')
          .send(file.body)
      );
    });
};
