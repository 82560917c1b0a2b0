import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { resendOwnerInvite } from '../staff';
import { listAdminAudit } from './audit-admin.service';
import { listAdminDemoRequests, updateAdminDemoRequest } from './demo-requests-admin.service';
import { getAdminOverview } from './overview.service';
import { listAdminRestaurants, reactivateRestaurant, suspendRestaurant } from './restaurants-admin.service';

/**
 * The platform admin's demo requests, restaurants, overview and audit log (issue 13 items 3 and 4). Every
 * route is the platform admin's only (PLATFORM_ADMIN in the route table: an owner gets 403).
 */
export const platformAdminRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events });

  route(app, api.listAdminDemoRequests, async (req) => ({
    data: await listAdminDemoRequests(app.db, req.query),
  }));
  route(app, api.updateAdminDemoRequest, async (req) => ({
    data: { demoRequest: await updateAdminDemoRequest(app.db, staffOf(req), req.params.id, req.body) },
  }));

  route(app, api.listAdminRestaurants, async (req) => ({
    data: await listAdminRestaurants(app.db, req.query),
  }));
  route(app, api.suspendRestaurant, async (req) => ({
    data: { restaurant: await suspendRestaurant(ctx(), staffOf(req), req.params.id, req.body) },
  }));
  route(app, api.reactivateRestaurant, async (req) => ({
    data: { restaurant: await reactivateRestaurant(ctx(), staffOf(req), req.params.id) },
  }));

  route(app, api.resendOwnerInvite, async (req) => ({
    data: { invite: await resendOwnerInvite(app.db, staffOf(req), req.params.id) },
  }));

  route(app, api.getAdminOverview, async () => ({ data: await getAdminOverview(app.db) }));
  route(app, api.listAdminAudit, async (req) => ({ data: await listAdminAudit(app.db, req.query) }));
};
