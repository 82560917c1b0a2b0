import { AppError, type Language } from '@sufra/domain';
import type { PasswordResetConfirmBody } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { HashingQueue } from '../../platform/auth/hashing-queue';
import { hashPassword } from '../../platform/auth/password';
import { inTransaction } from '../../platform/db/transaction';
import { enqueueJob } from '../../platform/jobs/outbox';
import type { EventBus } from '../../platform/realtime/event-bus';
import { publishAccessRevoked } from './access-revoked';
import { hashLinkToken, linkRefusal } from './link-tokens';
import { claimPasswordReset, closeOpenResets, findResetByTokenHash } from './password-resets.repository';
import { updatePasswordHash } from './staff.repository';
import { STAFF_PASSWORD_RESET_MAIL_JOB } from './staff-jobs.types';
import { revokeUserSessions } from './staff-members.repository';

/** A password-reset link works for one hour, once (issue 11). */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * POST /api/staff/auth/password-reset: queues the job and nothing else. Whether the address has an
 * account is found out by the job (password-reset-mail.ts), so this answer and its timing are the same for
 * every address: the request cannot be used to find out who works where.
 */
export async function requestPasswordReset(db: Database, email: string, language: Language): Promise<void> {
  await enqueueJob(db, { type: STAFF_PASSWORD_RESET_MAIL_JOB, payload: { email, language } });
}

async function openReset(db: Database, token: string) {
  const reset = await findResetByTokenHash(db, hashLinkToken(token));
  const refusal = linkRefusal(reset) ?? (reset?.isActive ? null : 'LINK_INVALID');
  if (refusal || !reset) throw new AppError(refusal ?? 'LINK_INVALID');
  return reset;
}

/**
 * POST /api/staff/auth/password-reset/confirm: the new password, once per link. Every session of the
 * account ends (whoever else held one is out) and every other open link of the account stops working;
 * audited. The link is checked before scrypt runs, so a made-up token costs no hash.
 *
 * The sessions end, and their open streams close, BEFORE the new password is hashed: hashing waits its
 * turn in the shared queue (seconds on a busy server), and the account's holder asked for everyone else
 * to be out now, as logout and deactivation do (issue 25 item 15). Two transactions, on purpose: the
 * second ends any session signed in meanwhile with the old password. Should hashing fail (a full queue),
 * the sessions stay ended and the link stays usable.
 */
export async function confirmPasswordReset(
  ctx: { db: Database; events: EventBus },
  hashing: HashingQueue,
  body: PasswordResetConfirmBody,
): Promise<{ email: string }> {
  const reset = await openReset(ctx.db, body.token);
  const ended = await inTransaction(ctx.db, (trx) => revokeUserSessions(trx, reset.staffUserId));
  await publishAccessRevoked(ctx.events, reset.restaurantId, ended);
  const passwordHash = await hashing.run(() => hashPassword(body.password));
  const revoked = await inTransaction(ctx.db, async (trx) => {
    if (!(await claimPasswordReset(trx, reset.id))) {
      await openReset(trx, body.token);
      throw new AppError('LINK_ALREADY_USED');
    }
    await updatePasswordHash(trx, reset.staffUserId, passwordHash);
    await closeOpenResets(trx, reset.staffUserId);
    const sessionIds = await revokeUserSessions(trx, reset.staffUserId);
    await recordAudit(trx, {
      restaurantId: reset.restaurantId,
      actorId: reset.staffUserId,
      action: 'staff.password_reset',
      subject: `staff_user:${reset.staffUserId}`,
      details: { email: reset.email, revokedSessions: ended.length + sessionIds.length },
    });
    return sessionIds;
  });
  await publishAccessRevoked(ctx.events, reset.restaurantId, revoked);
  return { email: reset.email };
}
