import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { printerAddressPolicy } from './printer-address';
import {
  createPrinter,
  deletePrinter,
  listPrinters,
  printTestPage,
  reprintTicket,
  updatePrinter,
} from './printers.service';

/** Ticket printers (issue 29 item 3): management sets them up; the kitchen reads them and reprints. */
export const printersRoutes: FastifyPluginAsync = async (app) => {
  const addresses = printerAddressPolicy(app.config.printerNetworks);
  const ctx = () => ({ db: app.db, events: app.events, addresses });

  route(app, api.listPrinters, async (req) => ({
    data: { printers: await listPrinters(app.db, staffOf(req)) },
  }));
  route(app, api.createPrinter, async (req, reply) => {
    reply.code(201);
    return { data: { printer: await createPrinter(ctx(), staffOf(req), req.body) } };
  });
  route(app, api.updatePrinter, async (req) => ({
    data: { printer: await updatePrinter(ctx(), staffOf(req), req.params.id, req.body) },
  }));
  route(app, api.deletePrinter, async (req) => ({
    data: { printers: await deletePrinter(ctx(), staffOf(req), req.params.id) },
  }));
  route(app, api.printTestPage, async (req, reply) => {
    reply.code(202);
    return { data: { job: await printTestPage(ctx(), staffOf(req), req.params.id) } };
  });
  route(app, api.reprintTicket, async (req, reply) => {
    reply.code(202);
    return { data: { jobs: await reprintTicket(ctx(), staffOf(req), req.params.id, req.body.batch) } };
  });
};
