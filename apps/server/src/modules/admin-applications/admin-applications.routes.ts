import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { inviteAdmin, listAdmins } from '../staff';
import {
  approveApplication,
  getAdminApplication,
  listAdminApplications,
  rejectApplication,
  requestApplicationChanges,
} from './admin-applications.service';

/** The platform admin's applications and fellow admins (issue 13 items 1, 2 and 5): admins only (route table). */
export const adminApplicationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listAdminApplications, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await listAdminApplications(app.db, req.query) };
  });
  route(app, api.getAdminApplication, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { application: await getAdminApplication(app.db, req.params.id) } };
  });
  route(app, api.approveApplication, async (req) => ({
    data: await approveApplication(app.db, staffOf(req), req.params.id, req.body),
  }));
  route(app, api.requestApplicationChanges, async (req) => ({
    data: {
      application: await requestApplicationChanges(app.db, staffOf(req), req.params.id, req.body),
    },
  }));
  route(app, api.rejectApplication, async (req) => ({
    data: { application: await rejectApplication(app.db, staffOf(req), req.params.id, req.body) },
  }));

  route(app, api.listAdmins, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await listAdmins(app.db) };
  });
  route(app, api.createAdminInvite, async (req, reply) => {
    const invite = await inviteAdmin(app.db, staffOf(req), req.body);
    reply.code(201);
    return { data: { invite } };
  });
};
