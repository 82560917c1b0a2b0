import { AppError } from '@sufra/domain';
import { api, type StaffMessages, type StaffMessagesQuery } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/schema';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import { listSentMail, listSentSms } from './staff-messages.repository';

/** The first `limit` rows and the cursor of the next page (one more row was read to know there is one). */
function paged<T extends { id: number }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  return { page, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/**
 * The restaurant's SMS and e-mails, newest first, each list paged on its own (`smsBefore`, `mailBefore`);
 * `channel` leaves the other list empty without reading it. Read only: no transaction needed.
 */
async function staffMessages(
  db: Database,
  restaurantId: number,
  query: StaffMessagesQuery,
): Promise<StaffMessages> {
  const { limit, status, channel } = query;
  const [sms, mail] = await Promise.all([
    channel === 'mail'
      ? []
      : listSentSms(db, { restaurantId, status, before: query.smsBefore, limit: limit + 1 }),
    channel === 'sms'
      ? []
      : listSentMail(db, { restaurantId, status, before: query.mailBefore, limit: limit + 1 }),
  ]);
  const smsPage = paged(sms, limit);
  const mailPage = paged(mail, limit);
  return {
    sms: smsPage.page.map(({ toPhone, createdAt, ...m }) => ({
      ...m,
      to: toPhone,
      createdAt: createdAt.toISOString(),
    })),
    mail: mailPage.page.map(({ toEmail, createdAt, ...m }) => ({
      ...m,
      to: toEmail,
      createdAt: createdAt.toISOString(),
    })),
    nextSmsBefore: smsPage.next,
    nextMailBefore: mailPage.next,
  };
}

/** The restaurant's sent/kept SMS and e-mails, for its staff (roles in the route table). Under /api. */
export const staffMessagesRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listStaffMessages, async (req) => {
    const { restaurantId } = staffOf(req);
    if (restaurantId === null) throw new AppError('FORBIDDEN');
    return { data: await staffMessages(app.db, restaurantId, req.query) };
  });
};
