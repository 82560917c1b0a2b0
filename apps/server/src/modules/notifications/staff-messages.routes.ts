import { AppError } from '@sufra/domain';
import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { listSentMail, listSentSms } from './staff-messages.repository';

/** The restaurant's sent/kept SMS and e-mails, for its staff (roles in the route table). Under /api. */
export const staffMessagesRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listStaffMessages, async (req) => {
    const { restaurantId } = staffOf(req);
    if (restaurantId === null) throw new AppError('FORBIDDEN');
    const [sms, mail] = await Promise.all([
      listSentSms(app.db, restaurantId, req.query.limit),
      listSentMail(app.db, restaurantId, req.query.limit),
    ]);
    return {
      data: {
        sms: sms.map(({ toPhone, createdAt, ...m }) => ({
          ...m,
          to: toPhone,
          createdAt: createdAt.toISOString(),
        })),
        mail: mail.map(({ toEmail, createdAt, ...m }) => ({
          ...m,
          to: toEmail,
          createdAt: createdAt.toISOString(),
        })),
      },
    };
  });
};
