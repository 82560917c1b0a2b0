import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { recordTablePayment } from '../../../flows/record-payment.flow';
import { staffOf } from '../../../platform/auth/require-staff';
import { route } from '../../../platform/http/route';
import type { PaymentsContext } from '../payments-context';

/** Money staff take at the restaurant (the spec's paid_at_rest; roles in the route table). */
export const atRestaurantRoutes: FastifyPluginAsync<{ ctx: () => PaymentsContext }> = async (
  app,
  { ctx },
) => {
  route(app, api.recordTablePayment, async (req, reply) => {
    const { id, restaurantId } = staffOf(req);
    if (restaurantId === null) throw new AppError('FORBIDDEN');
    const header = req.headers['idempotency-key'];
    const { payment, table, isNew } = await recordTablePayment(
      { ...ctx(), log: req.log },
      { id, restaurantId },
      req.params.number,
      req.body,
      Array.isArray(header) ? header[0] : header,
    );
    reply.code(isNew ? 201 : 200);
    return { data: { payment, table } };
  });
};
