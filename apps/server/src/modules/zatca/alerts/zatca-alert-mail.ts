import { isLanguage, type Language } from '@sufra/domain';
import type { Database } from '../../../db/schema';
import type { ClaimedJob, JobHandlers } from '../../../platform/jobs/worker';
import { deliverMail, isMailDelivered } from '../../../platform/mail/deliver-mail';
import { createMailer, type Mailer } from '../../../platform/mail/mailer';
import type { NotifyConfig } from '../../../platform/notify-config';
import { renderLinkMail } from '../../staff';
import { ZATCA_ALERT_MAIL_JOB, type ZatcaAlertPayload } from './zatca-alert-jobs';
import { alertText, alertTime } from './zatca-alert-texts';
import { findAlertedDocuments, findCertificateExpiry, findOwnerForMail } from './zatca-alerts.repository';

/** A rejection mail names at most this many documents (the screen lists them all). */
const NUMBERS_SHOWN = 10;

interface MailDeps {
  db: Database;
  mailer: Mailer;
  /** The app's public address: the mails link to the owner's screens. */
  publicUrl: string;
}

type Text = (key: string, params?: Record<string, string>) => string;
/** What the mail says around its link, or null when nothing is left to say (read again at sending). */
type Words = {
  subject: string;
  body: string;
  /** The figures, set apart under the body */
  figures?: string;
  notes: string[];
  action: string;
  path: string;
} | null;

async function documentWords(
  deps: MailDeps,
  payload: Extract<ZatcaAlertPayload, { documentIds: number[] }>,
  lang: Language,
  t: Text,
  restaurant: string,
): Promise<Words> {
  const status = payload.alert === 'overdue' ? 'waiting' : 'rejected';
  // A document reported since the sweep is no longer the owner's worry.
  const docs = await findAlertedDocuments(deps.db, payload.restaurantId, payload.documentIds, status);
  const oldest = docs[0];
  if (!oldest) return null;
  const count = String(docs.length);
  const figures =
    payload.alert === 'overdue'
      ? t('overdueFigures', {
          count,
          number: oldest.source.number,
          issuedAt: alertTime(lang, new Date(oldest.source.issuedAt)),
        })
      : t('rejectedFigures', {
          count,
          numbers:
            docs
              .slice(0, NUMBERS_SHOWN)
              .map((d) => d.source.number)
              .join(lang === 'ar' ? '، ' : ', ') + (docs.length > NUMBERS_SHOWN ? '…' : ''),
        });
  return {
    subject: t(`${payload.alert}Subject`, { restaurant }),
    body: t(`${payload.alert}Body`, { restaurant }),
    figures,
    notes: [t(`${payload.alert}Note`)],
    action: t('documentsAction'),
    path: '/dashboard/e-invoices',
  };
}

async function certificateWords(
  deps: MailDeps,
  payload: Extract<ZatcaAlertPayload, { alert: 'certificate' }>,
  lang: Language,
  t: Text,
  restaurant: string,
): Promise<Words> {
  const egs = await findCertificateExpiry(deps.db, payload.restaurantId);
  // Renewed since the sweep: the new certificate has its own reminder, near its own expiry.
  if (egs?.certificateExpiresAt.toISOString() !== payload.expiresAt) return null;
  const date = alertTime(lang, egs.certificateExpiresAt, false);
  const kind = egs.certificateExpiresAt.getTime() <= Date.now() ? 'expired' : 'certificate';
  return {
    subject: t(`${kind}Subject`, { restaurant, date }),
    body: t(`${kind}Body`, { restaurant, date }),
    notes: [t('certificateNote')],
    action: t('settingsAction'),
    path: '/dashboard/settings',
  };
}

const badPayload = () =>
  Object.assign(new Error(`${ZATCA_ALERT_MAIL_JOB}: bad payload`), { retryable: false });

/**
 * One owner's alert, in their language. One mail per job (a retry after a delivered mail sends nothing);
 * an owner deactivated since the sweep gets nothing. A failed send throws: the outbox retries it.
 */
async function sendAlertMail(deps: MailDeps, job: ClaimedJob<ZatcaAlertPayload>): Promise<void> {
  const payload = job.payload;
  if (typeof payload?.restaurantId !== 'number' || typeof payload.staffUserId !== 'number')
    throw badPayload();
  const owner = await findOwnerForMail(deps.db, payload.restaurantId, payload.staffUserId);
  if (!owner) return;
  const dedupeKey = `${ZATCA_ALERT_MAIL_JOB}:job:${job.id}`;
  if (await isMailDelivered(deps.db, dedupeKey)) return;

  const lang: Language = isLanguage(owner.language) ? owner.language : 'ar';
  const t: Text = (key, params) => alertText(lang, key, params);
  const restaurant = lang === 'ar' && owner.restaurantNameAr ? owner.restaurantNameAr : owner.restaurantName;
  let words: Words;
  if (payload.alert === 'certificate') words = await certificateWords(deps, payload, lang, t, restaurant);
  else if (Array.isArray(payload.documentIds))
    words = await documentWords(deps, payload, lang, t, restaurant);
  else throw badPayload();
  if (!words) return;

  const mail = renderLinkMail({
    language: lang,
    subject: words.subject,
    greeting: t('greeting', { name: owner.name || owner.email }),
    body: words.body,
    ...(words.figures ? { quote: words.figures } : {}),
    action: words.action,
    url: `${deps.publicUrl}${words.path}`,
    linkLabel: t('linkLabel'),
    notes: words.notes,
  });
  await deliverMail(deps.db, deps.mailer, {
    ...mail,
    to: owner.email,
    kind: ZATCA_ALERT_MAIL_JOB,
    language: lang,
    restaurantId: payload.restaurantId,
    orderId: null,
    dedupeKey,
  });
}

/** The alerts' outbox handler, for startNotificationWorker({ handlers }). */
export function zatcaAlertJobHandlers(deps: {
  db: Database;
  config: Pick<NotifyConfig, 'smtpUrl' | 'mailFrom'>;
  publicUrl: string;
  mailer?: Mailer;
}): JobHandlers {
  const mailer = deps.mailer ?? createMailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom });
  const mailDeps = { db: deps.db, mailer, publicUrl: deps.publicUrl };
  return { [ZATCA_ALERT_MAIL_JOB]: (job) => sendAlertMail(mailDeps, job) };
}
