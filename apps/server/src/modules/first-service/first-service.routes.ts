import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { getFirstService } from './first-service.service';

/** The owner's first-service checklist (roles in the route table). */
export const firstServiceRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getFirstService, async (req) => ({ data: await getFirstService(app.db, staffOf(req)) }));
};
