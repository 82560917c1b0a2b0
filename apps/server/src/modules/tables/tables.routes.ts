import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route';
import { tableMapRoutes } from './table-map.routes';
import { tableSetupRoutes } from './table-setup.routes';
import { validateTable, validateTakeaway } from './tables.service';

export const tableRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.validateTable, async (req, reply) => {
    // Capacity changes with every order; never let a cache answer for the table.
    reply.header('cache-control', 'no-store');
    return { data: await validateTable(app.db, req.query) };
  });

  route(app, api.validateTakeaway, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await validateTakeaway(app.db, req.query) };
  });

  await app.register(tableMapRoutes);
  await app.register(tableSetupRoutes);
};
