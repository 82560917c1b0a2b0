import type { PlaceOrderBody } from '@sufra/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The write limits of placing an order (POST …/orders and a cart paid first): per IP, per table (the
 * takeaway link serves the whole restaurant's counter, so takeaway has the per-IP limit only), and the
 * coupon-guess budget every route taking a code shares. Counted before any work: a flood costs no query.
 */
export function limitOrderPlacement(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  restaurantId: number,
  body: PlaceOrderBody,
): void {
  app.abuse.take(reply, 'ordersPerIp', req.ip);
  if (body.orderType === 'table')
    app.abuse.take(reply, 'ordersPerTable', `${restaurantId}:${body.tableNumber}`);
  if (body.couponCode) app.abuse.take(reply, 'couponGuessesPerIp', req.ip);
}
