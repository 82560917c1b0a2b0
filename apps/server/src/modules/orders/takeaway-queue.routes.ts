import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { smsDelivers } from '../../platform/sms/create-sms-provider';
import { getTakeawayQueue, moveTakeawayOrder } from './takeaway-queue.service';

/**
 * The takeaway queue (issue 11 item 5): counter orders walked to ready (the pickup SMS, or what became of
 * it) and picked up. Every change publishes an event after its commit.
 */
export const takeawayQueueRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getTakeawayQueue, async (req) => ({
    data: await getTakeawayQueue(app.db, staffOf(req), smsDelivers(app.config.notify.sms)),
  }));

  route(app, api.moveTakeawayOrder, async (req) => ({
    data: await moveTakeawayOrder({ db: app.db, events: app.events }, staffOf(req), req.params.id, req.body),
  }));
};
