import { isLanguage, type Language } from '@sufra/domain';
import type { Database } from '../../db/schema';
import type { JobHandler, JobHandlers } from '../../platform/jobs/worker';
import { deliverMail, isMailDelivered } from '../../platform/mail/deliver-mail';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import type { NotifyConfig } from '../../platform/notify-config';
import { hashLinkToken, linkRefusal, newLinkToken } from './link-tokens';
import { PASSWORD_RESET_TTL_MS } from './password-reset.service';
import { insertPasswordReset } from './password-resets.repository';
import { findStaffByEmail } from './staff.repository';
import { findInviteForMail, setInviteToken } from './staff-invites.repository';
import {
  ADMIN_INVITE_MAIL_JOB,
  OWNER_WELCOME_MAIL_JOB,
  STAFF_INVITE_MAIL_JOB,
  STAFF_PASSWORD_RESET_MAIL_JOB,
} from './staff-jobs.types';
import { type LinkMail, renderLinkMail, withoutSecret } from './staff-mail-template';
import { roleName, staffMailText } from './staff-mail-texts';

interface MailDeps {
  db: Database;
  mailer: Mailer;
  /** The app's public address: the links point at its dashboard pages. */
  publicUrl: string;
}

const badPayload = (type: string) => Object.assign(new Error(`${type}: bad payload`), { retryable: false });

type InviteForMail = NonNullable<Awaited<ReturnType<typeof findInviteForMail>>>;
type MailText = (key: string, params?: Record<string, string>) => string;
/** What an invitation's mail says around its link (each kind of invitation its own words). */
type InviteWords = (
  invite: InviteForMail,
  t: MailText,
  restaurant: string,
) => Pick<LinkMail, 'subject' | 'greeting' | 'body' | 'action' | 'notes'>;

/** A restaurant's person invited by its owner or manager. */
const staffInviteWords: InviteWords = (invite, t, restaurant) => ({
  subject: t('inviteSubject', { restaurant }),
  greeting: t('inviteGreeting', { name: invite.name || invite.email }),
  body: t('inviteBody', {
    inviter: invite.inviterName || restaurant,
    restaurant,
    role: roleName(invite.language, invite.role === 'admin' ? 'owner' : invite.role),
  }),
  action: t('inviteAction'),
  notes: [t('inviteExpiry'), t('inviteIgnore')],
});

/** The owner of an application just approved (issue 13): the approval and the way in, in one mail. */
const ownerWelcomeWords =
  (tables: number): InviteWords =>
  (invite, t, restaurant) => ({
    subject: t('welcomeSubject', { restaurant }),
    greeting: t('inviteGreeting', { name: invite.name || invite.email }),
    body: t('welcomeBody', { restaurant, tables: String(tables) }),
    action: t('welcomeAction'),
    notes: [t('welcomeExpiry'), t('welcomeIgnore')],
  });

/** Another platform admin (issue 13 item 5). */
const adminInviteWords: InviteWords = (invite, t, restaurant) => ({
  subject: t('adminInviteSubject'),
  greeting: t('inviteGreeting', { name: invite.name || invite.email }),
  body: t('adminInviteBody', { inviter: invite.inviterName || restaurant }),
  action: t('inviteAction'),
  notes: [t('inviteExpiry'), t('inviteIgnore')],
});

/**
 * The token is made here, by the job, not by the request: so no copy of the link exists anywhere but in
 * the sent mail (the outbox keeps only ids, mail_messages a copy without the secret). A retry after a
 * failed send makes a new token; one after a delivered mail sends nothing. Every kind of invitation
 * opens the same page (/dashboard/accept-invite), which creates the account the invitation names.
 */
async function sendInviteMail(
  deps: MailDeps,
  job: { id: number; type: string },
  inviteId: unknown,
  words: InviteWords,
): Promise<void> {
  if (typeof inviteId !== 'number') throw badPayload(job.type);
  const invite = await findInviteForMail(deps.db, inviteId);
  const usable = invite && {
    expiresAt: invite.expiresAt,
    usedAt: invite.acceptedAt,
    revokedAt: invite.revokedAt,
  };
  if (!invite || linkRefusal(usable ?? undefined)) return;
  const dedupeKey = `${job.type}:job:${job.id}`;
  if (await isMailDelivered(deps.db, dedupeKey)) return;
  const token = newLinkToken();
  if (!(await setInviteToken(deps.db, inviteId, hashLinkToken(token)))) return;

  const lang = invite.language;
  const t: MailText = (key, params) => staffMailText(lang, key, params);
  const restaurant =
    lang === 'ar' && invite.restaurantNameAr ? invite.restaurantNameAr : invite.restaurantName;
  const mail = renderLinkMail({
    language: lang,
    ...words(invite, t, restaurant),
    url: `${deps.publicUrl}/dashboard/accept-invite?token=${token}`,
    linkLabel: t('linkLabel'),
  });
  await deliverMail(deps.db, deps.mailer, {
    ...mail,
    to: invite.email,
    kind: job.type,
    language: lang,
    restaurantId: invite.restaurantId,
    orderId: null,
    dedupeKey,
    recorded: withoutSecret(mail, token),
  });
}

/** An address without an active account gets nothing (and the request that queued this learnt nothing). */
function passwordResetMailHandler(deps: MailDeps): JobHandler<typeof STAFF_PASSWORD_RESET_MAIL_JOB> {
  return async (job) => {
    const { email, language } = job.payload;
    if (typeof email !== 'string') throw badPayload(STAFF_PASSWORD_RESET_MAIL_JOB);
    const lang: Language = typeof language === 'string' && isLanguage(language) ? language : 'ar';
    const user = await findStaffByEmail(deps.db, email);
    if (!user?.isActive) return;
    const dedupeKey = `${STAFF_PASSWORD_RESET_MAIL_JOB}:job:${job.id}`;
    if (await isMailDelivered(deps.db, dedupeKey)) return;
    const token = newLinkToken();
    await insertPasswordReset(deps.db, {
      staffUserId: user.id,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });

    const t = (key: string, params?: Record<string, string>) => staffMailText(lang, key, params);
    const mail = renderLinkMail({
      language: lang,
      subject: t('resetSubject'),
      greeting: t('resetGreeting', { name: user.name || user.email }),
      body: t('resetBody', { email: user.email }),
      action: t('resetAction'),
      url: `${deps.publicUrl}/dashboard/reset-password?token=${token}`,
      linkLabel: t('linkLabel'),
      notes: [t('resetExpiry'), t('resetIgnore')],
    });
    await deliverMail(deps.db, deps.mailer, {
      ...mail,
      to: user.email,
      kind: STAFF_PASSWORD_RESET_MAIL_JOB,
      language: lang,
      restaurantId: user.restaurantId,
      orderId: null,
      dedupeKey,
      recorded: withoutSecret(mail, token),
    });
  };
}

/** This module's outbox handlers, for startNotificationWorker({ handlers }). */
export function staffJobHandlers(deps: {
  db: Database;
  config: Pick<NotifyConfig, 'smtpUrl' | 'mailFrom'>;
  publicUrl: string;
  mailer?: Mailer;
}): JobHandlers {
  const mailer = deps.mailer ?? createMailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom });
  const mailDeps = { db: deps.db, mailer, publicUrl: deps.publicUrl };
  const inviteMail =
    <T extends typeof STAFF_INVITE_MAIL_JOB | typeof ADMIN_INVITE_MAIL_JOB>(
      words: InviteWords,
    ): JobHandler<T> =>
    (job) =>
      sendInviteMail(mailDeps, job, job.payload.inviteId, words);
  return {
    [STAFF_INVITE_MAIL_JOB]: inviteMail(staffInviteWords),
    [ADMIN_INVITE_MAIL_JOB]: inviteMail(adminInviteWords),
    [OWNER_WELCOME_MAIL_JOB]: (job) =>
      sendInviteMail(mailDeps, job, job.payload.inviteId, ownerWelcomeWords(Number(job.payload.tables) || 0)),
    [STAFF_PASSWORD_RESET_MAIL_JOB]: passwordResetMailHandler(mailDeps),
  };
}
