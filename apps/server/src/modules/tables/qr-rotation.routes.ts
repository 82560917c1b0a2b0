import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { rotateTableHash, rotateTakeawayHashes } from './qr-rotation.service';

/**
 * QR rotation (roles in the route table). Each rotation is audited (before/after: the hashes' last four
 * characters) and written to the server log with who did it.
 */
export const qrRotationRoutes: FastifyPluginAsync = async (app) => {
  const ownersRestaurant = (req: FastifyRequest) => {
    const { restaurantId } = staffOf(req);
    // A platform admin belongs to no restaurant: there is no table of theirs to rotate.
    if (restaurantId === null) throw new AppError('FORBIDDEN');
    return restaurantId;
  };

  route(app, api.rotateTableHash, async (req, reply) => {
    const restaurantId = ownersRestaurant(req);
    const by = { restaurantId, staffId: staffOf(req).id };
    const table = await rotateTableHash(app, app.config.publicUrl, by, req.params.number);
    req.log.info({ staffId: staffOf(req).id, restaurantId, table: table.number }, 'table QR hash rotated');
    reply.header('cache-control', 'no-store');
    return { data: { table } };
  });

  route(app, api.rotateTakeawayHash, async (req, reply) => {
    const restaurantId = ownersRestaurant(req);
    const by = { restaurantId, staffId: staffOf(req).id };
    const takeawayPoints = await rotateTakeawayHashes(app.db, app.config.publicUrl, by);
    req.log.info({ staffId: staffOf(req).id, restaurantId }, 'takeaway QR hash rotated');
    reply.header('cache-control', 'no-store');
    return { data: { takeawayPoints } };
  });
};
