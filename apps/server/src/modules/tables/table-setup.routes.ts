import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import {
  createSetupTable,
  createTakeawayPoint,
  getQrSheet,
  getQrSheetPdf,
  getTableSetup,
  removeSetupTable,
  updateSetupTable,
  updateTakeawayPoint,
} from './table-setup.service';

/** Tables and QR codes (issue 12 item 2): owners and managers, by the route table. */
export const tableSetupRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, publicUrl: app.config.publicUrl });
  // The answers carry QR links: a shared cache must never keep them after a rotation.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/staff/table-setup')) reply.header('cache-control', 'no-store');
  });

  route(app, api.getTableSetup, async (req) => ({ data: await getTableSetup(ctx(), staffOf(req)) }));
  route(app, api.createSetupTable, async (req, reply) => {
    reply.code(201);
    return { data: { table: await createSetupTable(ctx(), staffOf(req), req.body) } };
  });
  route(app, api.updateSetupTable, async (req) => ({
    data: { table: await updateSetupTable(ctx(), staffOf(req), req.params.id, req.body) },
  }));
  route(app, api.removeSetupTable, async (req) => ({
    data: await removeSetupTable(ctx(), staffOf(req), req.params.id),
  }));
  route(app, api.createTakeawayPoint, async (req, reply) => {
    reply.code(201);
    return { data: { takeawayPoint: await createTakeawayPoint(ctx(), staffOf(req), req.body) } };
  });
  route(app, api.updateTakeawayPoint, async (req) => ({
    data: { takeawayPoint: await updateTakeawayPoint(ctx(), staffOf(req), req.params.id, req.body) },
  }));
  route(app, api.getQrSheet, async (req) => ({ data: await getQrSheet(ctx(), staffOf(req)) }));
  route(app, api.getQrSheetPdf, async (req, reply) => {
    const { pdf, slug } = await getQrSheetPdf({ ...ctx(), dataDir: app.config.dataDir }, staffOf(req));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="sufra-qr-${slug}.pdf"`)
      .send(pdf);
  });
};
