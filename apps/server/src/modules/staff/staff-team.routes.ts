import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { requestLanguage } from '../../platform/http/language';
import { route } from '../../platform/http/route';
import { listAuditLog } from './audit-log.service';
import { createInvite, listInvites, withdrawInvite } from './staff-invites.service';
import { listStaffMembers, updateStaffMember } from './staff-members.service';
import { listSessions, revokeStaffSession } from './staff-sessions.service';

/**
 * Managing a restaurant's people (issue 11 item 6): staff, invitations, sessions, the audit log. Who may
 * call each route is the route table's (owner and manager); the rules inside (a manager never touches an
 * owner, nobody their own access, never the last owner) are the domain's staff/staff-access.ts.
 */
export const staffAdminRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events });

  route(app, api.listStaffUsers, async (req) => ({
    data: { users: await listStaffMembers(app.db, staffOf(req)) },
  }));

  route(app, api.updateStaffUser, async (req) => ({
    data: await updateStaffMember(ctx(), staffOf(req), req.params.id, req.body),
  }));

  route(app, api.listStaffInvites, async (req) => ({
    data: { invites: await listInvites(app.db, staffOf(req)) },
  }));

  route(app, api.createStaffInvite, async (req, reply) => {
    const staff = staffOf(req);
    app.abuse.take(reply, 'staffInvitesPerRestaurant', staff.restaurantId ?? 0);
    const invite = await createInvite(app.db, staff, req.body, requestLanguage(req));
    return reply.code(201).send({ data: { invite } });
  });

  route(app, api.revokeStaffInvite, async (req, reply) => {
    await withdrawInvite(app.db, staffOf(req), req.params.id);
    return reply.code(204).send();
  });

  route(app, api.listStaffSessions, async (req) => ({
    data: { sessions: await listSessions(app.db, staffOf(req)) },
  }));

  route(app, api.revokeStaffSession, async (req, reply) => {
    await revokeStaffSession(ctx(), staffOf(req), req.params.id);
    return reply.code(204).send();
  });

  route(app, api.listAuditLog, async (req) => ({
    data: { entries: await listAuditLog(app.db, staffOf(req), req.query) },
  }));
};
