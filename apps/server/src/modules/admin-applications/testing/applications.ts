import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/schema';
import { startOutboxWorker } from '../../../platform/jobs/worker';
import { createMailer } from '../../../platform/mail/mailer';
import { multipart, PNG_BYTES } from '../../onboarding/onboarding.test-helpers';
import { staffJobHandlers } from '../../staff/staff-mail';
import { applicationJobHandlers } from '../application-mail';

export const APPLICATION = {
  name: 'Najd House',
  nameAr: 'بيت نجد',
  description: 'Najdi home cooking',
  descriptionAr: 'طبخ نجدي بيتي',
  address: 'Al Olaya, King Fahd Road',
  addressAr: 'العليا، طريق الملك فهد',
  city: 'Riyadh',
  phone: '050 123 4567',
  contactPersonName: 'Sara',
};

export async function categoryIds(db: Database): Promise<number[]> {
  return (await db.selectFrom('businessCategories').select('id').orderBy('id').execute()).map((r) => r.id);
}

let applications = 0;
/**
 * Applies through the public form (multipart, as the browser sends it) in `lang`, with a logo unless
 * `logo: false`; a fresh contact e-mail each time unless given ('' = none). Answers the public id.
 */
export async function apply(
  app: FastifyInstance,
  db: Database,
  options: { lang?: 'ar' | 'en'; fields?: Record<string, string>; logo?: boolean; email?: string } = {},
): Promise<string> {
  applications += 1;
  const [categoryId] = await categoryIds(db);
  const email = options.email ?? `applicant-${applications}-${Date.now()}@example.com`;
  const fields: Record<string, string> = {
    ...APPLICATION,
    categoryId: String(categoryId),
    ...(email ? { contactPersonEmail: email } : {}),
    ...options.fields,
  };
  const body = await multipart(
    fields,
    options.logo === false ? undefined : { bytes: PNG_BYTES, type: 'image/png' },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/restaurants/onboarding',
    remoteAddress: `10.77.${Math.floor(applications / 250)}.${(applications % 250) + 1}`,
    headers: { ...body.headers, 'x-sufra-lang': options.lang ?? 'en' },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`apply failed: ${res.statusCode} ${res.body}`);
  return res.json().data.application.id as string;
}

/** Runs every queued platform mail (the applicant's reviews, the owners' and admins' invitations) once. */
export async function deliverPlatformMail(db: Database, smtpUrl: string): Promise<number> {
  const mailer = createMailer({ smtpUrl, from: 'Sufra <hello@sufra.test>' });
  const deps = { db, config: { smtpUrl, mailFrom: '' }, publicUrl: 'http://sufra.test', mailer };
  const worker = startOutboxWorker({
    db,
    pollMs: 60_000,
    handlers: { ...staffJobHandlers(deps), ...applicationJobHandlers(deps) },
  });
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
    mailer.close();
  }
}
