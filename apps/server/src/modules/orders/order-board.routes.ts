import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { cancelOrder, previewCancellation } from '../../flows/cancel-order.flow';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { getOrderBoard } from './order-board.service';

/**
 * The restaurant console's orders board (issue 11 item 2): the board, and cancelling an order with a reason
 * after its preview. Who may call each route is the route table's; every change publishes an event after
 * its commit, so every open screen refetches.
 */
export const orderBoardRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getOrderBoard, async (req) => ({ data: await getOrderBoard(app.db, staffOf(req)) }));

  route(app, api.getOrderCancellation, async (req) => ({
    data: await previewCancellation(app.db, staffOf(req), req.params.id),
  }));

  route(app, api.cancelOrder, async (req) => ({
    data: await cancelOrder({ db: app.db, events: app.events }, staffOf(req), req.params.id, req.body),
  }));
};
