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
import { STAFF_INVITE_MAIL_JOB, STAFF_PASSWORD_RESET_MAIL_JOB } from './staff-jobs.types';
import { renderLinkMail, withoutSecret } from './staff-mail-template';
import { roleName, staffMailText } from './staff-mail-texts';

interface MailDeps {
  db: Database;
  mailer: Mailer;
  /** The app's public address: the links point at its dashboard pages. */
  publicUrl: string;
}

const badPayload = (type: string) => Object.assign(new Error(`${type}: bad payload`), { retryable: false });

/**
 * The token is made here, by the job, not by the request: so no copy of the link exists anywhere but in
 * the sent mail (the outbox keeps only ids, mail_messages a copy without the secret). A retry after a
 * failed send makes a new token; one after a delivered mail sends nothing.
 */
function inviteMailHandler(deps: MailDeps): JobHandler<typeof STAFF_INVITE_MAIL_JOB> {
  return async (job) => {
    const { inviteId } = job.payload;
    if (typeof inviteId !== 'number') throw badPayload(STAFF_INVITE_MAIL_JOB);
    const invite = await findInviteForMail(deps.db, inviteId);
    const usable = invite && {
      expiresAt: invite.expiresAt,
      usedAt: invite.acceptedAt,
      revokedAt: invite.revokedAt,
    };
    if (!invite || linkRefusal(usable ?? undefined)) return;
    const dedupeKey = `${STAFF_INVITE_MAIL_JOB}:job:${job.id}`;
    if (await isMailDelivered(deps.db, dedupeKey)) return;
    const token = newLinkToken();
    if (!(await setInviteToken(deps.db, inviteId, hashLinkToken(token)))) return;

    const lang = invite.language;
    const t = (key: string, params?: Record<string, string>) => staffMailText(lang, key, params);
    const restaurant =
      lang === 'ar' && invite.restaurantNameAr ? invite.restaurantNameAr : invite.restaurantName;
    const mail = renderLinkMail({
      language: lang,
      subject: t('inviteSubject', { restaurant }),
      greeting: t('inviteGreeting', { name: invite.name || invite.email }),
      body: t('inviteBody', {
        inviter: invite.inviterName || restaurant,
        restaurant,
        role: roleName(lang, invite.role),
      }),
      action: t('inviteAction'),
      url: `${deps.publicUrl}/dashboard/accept-invite?token=${token}`,
      linkLabel: t('linkLabel'),
      notes: [t('inviteExpiry'), t('inviteIgnore')],
    });
    await deliverMail(deps.db, deps.mailer, {
      ...mail,
      to: invite.email,
      kind: STAFF_INVITE_MAIL_JOB,
      language: lang,
      restaurantId: invite.restaurantId,
      orderId: null,
      dedupeKey,
      recorded: withoutSecret(mail, token),
    });
  };
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
  return {
    [STAFF_INVITE_MAIL_JOB]: inviteMailHandler(mailDeps),
    [STAFF_PASSWORD_RESET_MAIL_JOB]: passwordResetMailHandler(mailDeps),
  };
}
