import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { requestLanguage } from '../../platform/http/language';
import { route } from '../../platform/http/route';
import { closeCsv } from './close-export.service';
import { closeShift, currentShift, getDayReport, getShiftReport, openShift } from './day-close.service';

/** The end-of-day close (issue 29 item 6): owners and managers, by the route table. */
export const dayCloseRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events });

  route(app, api.getCurrentShift, async (req) => ({ data: await currentShift(app.db, staffOf(req)) }));
  route(app, api.openShift, async (req, reply) => {
    reply.code(201);
    return { data: { shift: await openShift(ctx(), staffOf(req), req.body) } };
  });
  route(app, api.closeShift, async (req) => ({
    data: await closeShift(ctx(), staffOf(req), req.params.id, req.body, requestLanguage(req)),
  }));
  route(app, api.getShiftReport, async (req) => ({
    data: { report: await getShiftReport(app.db, staffOf(req), req.params.id) },
  }));
  route(app, api.getDayReport, async (req) => ({
    data: { report: await getDayReport(app.db, staffOf(req), req.query.date) },
  }));
  route(app, api.exportCloseCsv, async (req, reply) => {
    const file = await closeCsv(app.db, staffOf(req), req.query, requestLanguage(req));
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
