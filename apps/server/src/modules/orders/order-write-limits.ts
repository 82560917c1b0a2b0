import type { PlaceOrderBody } from '@sufra/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The write limits of placing an order (POST …/orders and a cart paid first): per IP, per table (or per
 * takeaway link and IP: a takeaway counter is one link for the whole restaurant), and the coupon-guess
 * budget every route taking a code shares. Counted before any work, so a flood costs no database time.
 */
export function limitOrderPlacement(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  restaurantId: number,
  body: PlaceOrderBody,
): void {
  app.abuse.take(reply, 'ordersPerIp', req.ip);
  const place =
    body.orderType === 'table' ? `table:${body.tableNumber}` : `takeaway:${body.takeawayHash}:${req.ip}`;
  app.abuse.take(reply, 'ordersPerTable', `${restaurantId}:${place}`);
  if (body.couponCode) app.abuse.take(reply, 'couponGuessesPerIp', req.ip);
}
