import { AppError, type Language } from '@sufra/domain';
import type { AdminInvite, CreateAdminInviteBody } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { enqueueJob } from '../../platform/jobs/outbox';
import {
  findAdminInvite,
  findOwnerInviteTarget,
  hasOpenInviteFor,
  insertInvite,
  listAdminInvites,
  revokeOpenOwnerInvites,
} from './staff-invites.repository';
import { ADMIN_INVITE_MAIL_JOB, OWNER_WELCOME_MAIL_JOB } from './staff-jobs.types';
import { isEmailTaken, listPlatformAdmins, lockActiveOwners } from './staff-members.repository';
import { iso, isoOrNull } from './staff-principal';

/**
 * Invitations the platform makes (issue 13): the first owner of an approved application, and other
 * platform admins. Both are rows of staff_invites accepted through the same page and service as a
 * restaurant's own invitations (accept-invite.service.ts): single-use, expiring, only the token's digest
 * kept, the link made by the mail job.
 */

/** A new owner may not read their mail at once: a week (a restaurant's own invitations: 48 hours). */
const OWNER_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ADMIN_INVITE_TTL_MS = 48 * 60 * 60 * 1000;

/**
 * The approved application's owner invitation, in the approval's transaction (`trx`), its mail queued with
 * it. An address that already has an account answers STAFF_EMAIL_TAKEN (one account per address).
 */
export async function inviteFirstOwner(
  trx: Database,
  input: {
    restaurantId: number;
    email: string;
    name: string;
    language: Language;
    invitedBy: number;
    /** How many tables the restaurant was given (the mail says so). */
    tables: number;
  },
): Promise<{ id: number; email: string; expiresAt: Date }> {
  const email = input.email.toLowerCase();
  if (await isEmailTaken(trx, email)) throw new AppError('STAFF_EMAIL_TAKEN');
  const expiresAt = new Date(Date.now() + OWNER_INVITE_TTL_MS);
  const id = await insertInvite(trx, {
    restaurantId: input.restaurantId,
    email,
    name: input.name,
    role: 'owner',
    language: input.language,
    invitedByStaffId: input.invitedBy,
    expiresAt,
  });
  await enqueueJob(trx, {
    type: OWNER_WELCOME_MAIL_JOB,
    payload: { inviteId: id, tables: input.tables },
    dedupeKey: `${OWNER_WELCOME_MAIL_JOB}:${id}`,
  });
  return { id, email, expiresAt };
}

type AdminInviteRow = Awaited<ReturnType<typeof findAdminInvite>>;
const toAdminInvite = (row: AdminInviteRow): AdminInvite => ({
  id: row.id,
  email: row.email,
  name: row.name,
  expiresAt: iso(row.expiresAt),
  acceptedAt: isoOrNull(row.acceptedAt),
});

/** GET /api/admin/admins: the platform's admins and the last 50 admin invitations (open, used or expired). */
export async function listAdmins(db: Database) {
  const [admins, invites] = await Promise.all([listPlatformAdmins(db), listAdminInvites(db, 50)]);
  return {
    admins: admins.map((a) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      isActive: a.isActive,
      lastSignInAt: isoOrNull(a.lastSeenAt),
    })),
    invites: invites.map(toAdminInvite),
  };
}

/**
 * POST /api/admin/admins/invites: another platform admin, by an e-mailed link (48 hours), audited
 * 'admin.invited'. An address with an account, or with an open invitation anywhere, answers
 * ADMIN_INVITE_EXISTS (nothing written).
 */
export async function inviteAdmin(
  db: Database,
  actor: StaffPrincipal,
  body: CreateAdminInviteBody,
): Promise<AdminInvite> {
  const email = body.email.toLowerCase();
  const id = await inTransaction(db, async (trx) => {
    if ((await isEmailTaken(trx, email)) || (await hasOpenInviteFor(trx, email)))
      throw new AppError('ADMIN_INVITE_EXISTS', { email });
    const inviteId = await insertInvite(trx, {
      restaurantId: null,
      role: 'admin',
      email,
      name: body.name,
      language: body.language,
      invitedByStaffId: actor.id,
      expiresAt: new Date(Date.now() + ADMIN_INVITE_TTL_MS),
    });
    await enqueueJob(trx, {
      type: ADMIN_INVITE_MAIL_JOB,
      payload: { inviteId },
      dedupeKey: `${ADMIN_INVITE_MAIL_JOB}:${inviteId}`,
    });
    await recordAudit(trx, {
      restaurantId: null,
      actorId: actor.id,
      action: 'admin.invited',
      subject: `invite:${inviteId}`,
      details: { after: { email, name: body.name, role: 'admin', language: body.language } },
    });
    return inviteId;
  });
  return toAdminInvite(await findAdminInvite(db, id));
}

/**
 * POST /api/admin/restaurants/:id/resend-owner-invite: a restaurant whose owner never joined (their 7-day
 * link expired or was lost) gets a fresh invitation, in one transaction: the open owner invitations are
 * withdrawn (their links stop working), a new one is made to the last owner invitation's address (else the
 * application's contact) in its language, its welcome mail queued, audited 'restaurant.owner_invite_resent'
 * on the restaurant. An active owner: OWNER_ALREADY_ACTIVE; no address: OWNER_INVITE_EMAIL_MISSING; an
 * address that meanwhile has an account: STAFF_EMAIL_TAKEN (nothing written in each case).
 */
export async function resendOwnerInvite(
  db: Database,
  actor: StaffPrincipal,
  restaurantId: number,
): Promise<{ email: string; expiresAt: string }> {
  return inTransaction(db, async (trx) => {
    const target = await findOwnerInviteTarget(trx, restaurantId);
    if (!target) throw new AppError('RESTAURANT_NOT_FOUND');
    if ((await lockActiveOwners(trx, restaurantId)).length) throw new AppError('OWNER_ALREADY_ACTIVE');
    if (!target.email) throw new AppError('OWNER_INVITE_EMAIL_MISSING');
    const revoked = await revokeOpenOwnerInvites(trx, restaurantId);
    const invite = await inviteFirstOwner(trx, {
      restaurantId,
      email: target.email,
      name: target.name,
      language: target.language,
      invitedBy: actor.id,
      tables: target.tables,
    });
    await recordAudit(trx, {
      restaurantId,
      actorId: actor.id,
      action: 'restaurant.owner_invite_resent',
      subject: `invite:${invite.id}`,
      details: { email: invite.email, language: target.language, revokedInvites: revoked },
    });
    return { email: invite.email, expiresAt: iso(invite.expiresAt) };
  });
}
