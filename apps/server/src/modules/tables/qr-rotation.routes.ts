import { AppError } from '@sufra/domain';
import {
  RotatedTableResponseSchema,
  RotatedTakeawayResponseSchema,
  RotateTableParamsSchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../platform/auth/require-staff';
import { rotateTableHash, rotateTakeawayHashes } from './qr-rotation.service';

/**
 * Owner-only QR rotation (staff API now; the dashboard later). Sufra keeps no audit table, so each
 * rotation is written to the server log with who did it: the log is the audit trail.
 */
export const qrRotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownersRestaurant = (req: Parameters<typeof staffOf>[0]) => {
    const { restaurantId } = staffOf(req);
    // A platform admin belongs to no restaurant: there is no table of theirs to rotate.
    if (restaurantId === null) throw new AppError('FORBIDDEN');
    return restaurantId;
  };

  app.post(
    '/staff/tables/:number/rotate-hash',
    {
      onRequest: requireStaff(['owner']),
      schema: { params: RotateTableParamsSchema, response: { 200: RotatedTableResponseSchema } },
    },
    async (req, reply) => {
      const restaurantId = ownersRestaurant(req);
      const table = await rotateTableHash(app.db, app.config.publicUrl, restaurantId, req.params.number);
      req.log.info({ staffId: staffOf(req).id, restaurantId, table: table.number }, 'table QR hash rotated');
      reply.header('cache-control', 'no-store');
      return { data: { table } };
    },
  );

  app.post(
    '/staff/takeaway/rotate-hash',
    {
      onRequest: requireStaff(['owner']),
      schema: { response: { 200: RotatedTakeawayResponseSchema } },
    },
    async (req, reply) => {
      const restaurantId = ownersRestaurant(req);
      const takeawayPoints = await rotateTakeawayHashes(app.db, app.config.publicUrl, restaurantId);
      req.log.info({ staffId: staffOf(req).id, restaurantId }, 'takeaway QR hash rotated');
      reply.header('cache-control', 'no-store');
      return { data: { takeawayPoints } };
    },
  );
};
