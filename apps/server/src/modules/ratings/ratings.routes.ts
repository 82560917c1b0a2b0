import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { getRatingStatus, getStaffRatings, rateOrder } from './ratings.service';

/**
 * Per client IP. Diners on one restaurant Wi-Fi share an address, so the cap is generous; each order
 * takes one rating anyway, so this only stops floods of junk requests.
 */
const RATING_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * Rating (spec sections 3 and 5). Route decision: the rating belongs to an order, so it is
 * `POST /api/public/orders/:id/rating` with the order's public uuid (the diner's key to it, like the
 * other public order routes); the restaurant comes from the order, never from the client.
 * 201 { data: { rating } }; a missing category 422 RATING_INCOMPLETE; bad e-mail/phone 422
 * EMAIL_INVALID/PHONE_INVALID; preferred contact without its detail 400 VALIDATION_FAILED with
 * `fields: ['body.phone' | 'body.email']`; unknown order 404 ORDER_NOT_FOUND; a second rating of the
 * same order 409 CONFLICT (first one kept). A new rating is announced to the restaurant's staff stream
 * (`rating.created`, { id, orderNumber }). `GET` on the same path says whether the order is rated
 * (`{ data: { isRated } }`, same proof). Staff read theirs at `GET /api/staff/ratings`.
 */
export const ratingsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    api.rateOrder,
    async (req, reply) => {
      const { rating, restaurantId, id, orderNumber, tableNumber } = await rateOrder(
        app.db,
        req.params.id,
        req.body,
      );
      // After the commit: the owner's open Ratings screen reads the list again (a digest, no comment).
      await app.events.publish({
        type: 'rating.created',
        restaurantId,
        tableNumber,
        data: { id, orderNumber },
      });
      reply.code(201);
      return { data: { rating } };
    },
    { config: { rateLimit: RATING_RATE_LIMIT } },
  );

  // Whether the order is rated already, so the page can say so before the diner fills the form in.
  route(app, api.getRatingStatus, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await getRatingStatus(app.db, req.params.id) };
  });

  route(app, api.listStaffRatings, async (req) => {
    const { restaurantId } = staffOf(req);
    // A platform admin belongs to no restaurant: nothing of theirs to read here.
    if (restaurantId === null) throw new AppError('FORBIDDEN');
    return { data: await getStaffRatings(app.db, restaurantId, req.query) };
  });
};
