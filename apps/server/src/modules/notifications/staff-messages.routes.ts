import { AppError } from '@sufra/domain';
import { StaffMessagesQuerySchema, StaffMessagesResponseSchema } from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../platform/auth/require-staff';
import { listSentMail, listSentSms } from './staff-messages.repository';

/** The restaurant's sent/kept SMS and e-mails, for the owner and staff. Register under /api. */
export const staffMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/messages',
    {
      schema: { querystring: StaffMessagesQuerySchema, response: { 200: StaffMessagesResponseSchema } },
      onRequest: requireStaff(['owner', 'staff']),
    },
    async (req) => {
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
    },
  );
};
