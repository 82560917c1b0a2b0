import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { smsDelivers } from '../../platform/sms/create-sms-provider';
import { setKitchenThresholds } from '../restaurants/kitchen-settings.service';
import { cancelOrder, previewCancellation } from './cancel-order.service';
import { bumpOrderItem, bumpTicket, getKitchen, recallTicket } from './kitchen.service';
import { getOrderBoard, restaurantOf } from './order-board.service';
import { getTakeawayQueue, moveTakeawayOrder } from './takeaway-queue.service';

/**
 * The restaurant console's live service (issue 11 items 2, 3, 5): the orders board, cancelling with a
 * reason and its preview, the kitchen display, the takeaway queue. Who may call each route is the route
 * table's; every change publishes an event after its commit, so every open screen refetches.
 */
export const liveServiceRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events });

  route(app, api.getOrderBoard, async (req) => ({ data: await getOrderBoard(app.db, staffOf(req)) }));

  route(app, api.getOrderCancellation, async (req) => ({
    data: await previewCancellation(app.db, staffOf(req), req.params.id),
  }));

  route(app, api.cancelOrder, async (req) => ({
    data: await cancelOrder(ctx(), staffOf(req), req.params.id, req.body),
  }));

  route(app, api.getKitchen, async (req) => ({ data: await getKitchen(app.db, staffOf(req)) }));

  route(app, api.bumpOrderItem, async (req) => ({
    data: {
      ticket: await bumpOrderItem(ctx(), staffOf(req), req.params.id, req.params.index, req.body.bumped),
    },
  }));

  route(app, api.bumpTicket, async (req) => ({ data: await bumpTicket(ctx(), staffOf(req), req.params.id) }));

  route(app, api.recallTicket, async (req) => ({
    data: { ticket: await recallTicket(ctx(), staffOf(req), req.body) },
  }));

  route(app, api.updateKitchenSettings, async (req) => ({
    data: { thresholds: await setKitchenThresholds(ctx(), restaurantOf(staffOf(req)), req.body) },
  }));

  route(app, api.getTakeawayQueue, async (req) => ({
    data: await getTakeawayQueue(app.db, staffOf(req), smsDelivers(app.config.notify.sms)),
  }));

  route(app, api.moveTakeawayOrder, async (req) => ({
    data: await moveTakeawayOrder(ctx(), staffOf(req), req.params.id, req.body),
  }));
};
