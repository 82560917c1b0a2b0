import { AppError, type Language, mayManageRole } from '@sufra/domain';
import type { CreateStaffInviteBody, RestaurantRole, StaffInvite } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { enqueueJob } from '../../platform/jobs/outbox';
import {
  findInviteView,
  insertInvite,
  listOpenInvites,
  lockOpenInvite,
  revokeInvite,
  revokeOpenInvitesFor,
} from './staff-invites.repository';
import { STAFF_INVITE_MAIL_JOB } from './staff-jobs.types';
import { isEmailTaken } from './staff-members.repository';
import { actingRole, iso, restaurantOf } from './staff-principal';

/** An invitation link works for 48 hours (issue 11). */
const INVITE_TTL_MS = 48 * 60 * 60 * 1000;

type InviteRow = NonNullable<Awaited<ReturnType<typeof findInviteView>>>;

function toInvite(row: InviteRow): StaffInvite {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    // A restaurant's list: never a platform admin's invitation (those have no restaurant).
    role: row.role as RestaurantRole,
    language: row.language,
    invitedBy: row.inviterId !== null ? { id: row.inviterId, name: row.inviterName ?? '' } : null,
    expiresAt: iso(row.expiresAt),
    createdAt: iso(row.createdAt),
  };
}

export async function listInvites(db: Database, staff: StaffPrincipal): Promise<StaffInvite[]> {
  return (await listOpenInvites(db, restaurantOf(staff))).map(toInvite);
}

/**
 * POST /api/staff/invites: a new invitation (replacing the address's open one here), its e-mail queued in
 * the same transaction, audited. A manager never invites an owner; an address with an account answers
 * STAFF_EMAIL_TAKEN (one account per address across Sufra).
 */
export async function createInvite(
  db: Database,
  actor: StaffPrincipal,
  body: CreateStaffInviteBody,
  language: Language,
): Promise<StaffInvite> {
  const restaurantId = restaurantOf(actor);
  if (!mayManageRole(actor.role, body.role)) throw new AppError('ROLE_NOT_ALLOWED');
  if (await isEmailTaken(db, body.email)) throw new AppError('STAFF_EMAIL_TAKEN');
  const id = await inTransaction(db, async (trx) => {
    if (!mayManageRole(await actingRole(trx, actor), body.role)) throw new AppError('ROLE_NOT_ALLOWED');
    const replaced = await revokeOpenInvitesFor(trx, restaurantId, body.email);
    const inviteId = await insertInvite(trx, {
      restaurantId,
      email: body.email,
      name: body.name,
      role: body.role,
      language: body.language ?? language,
      invitedByStaffId: actor.id,
      expiresAt: new Date(Date.now() + INVITE_TTL_MS),
    });
    await enqueueJob(trx, {
      type: STAFF_INVITE_MAIL_JOB,
      payload: { inviteId },
      dedupeKey: `${STAFF_INVITE_MAIL_JOB}:${inviteId}`,
    });
    await recordAudit(trx, {
      restaurantId,
      actorId: actor.id,
      action: 'staff.invited',
      subject: `invite:${inviteId}`,
      details: { email: body.email, name: body.name, role: body.role, replacedInvites: replaced },
    });
    return inviteId;
  });
  const row = await findInviteView(db, restaurantId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toInvite(row);
}

/** DELETE /api/staff/invites/:id: the link stops working at once. A manager cannot withdraw an owner's. */
export async function withdrawInvite(db: Database, actor: StaffPrincipal, id: number): Promise<void> {
  const restaurantId = restaurantOf(actor);
  await inTransaction(db, async (trx) => {
    const role = await actingRole(trx, actor);
    const invite = await lockOpenInvite(trx, restaurantId, id);
    if (!invite) throw new AppError('NOT_FOUND');
    if (!mayManageRole(role, invite.role as RestaurantRole)) throw new AppError('ROLE_NOT_ALLOWED');
    await revokeInvite(trx, id);
    await recordAudit(trx, {
      restaurantId,
      actorId: actor.id,
      action: 'staff.invite_revoked',
      subject: `invite:${id}`,
      details: { email: invite.email, role: invite.role },
    });
  });
}
