import { AppError } from '@sufra/domain';
import type { AcceptStaffInviteBody, StaffLoginResponse } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { HashingQueue } from '../../platform/auth/hashing-queue';
import { hashPassword } from '../../platform/auth/password';
import { hashSessionToken, newSessionToken, SESSION_TTL_MS } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { hashLinkToken, linkRefusal } from './link-tokens';
import { insertSession } from './staff.repository';
import { claimInvite, findInviteByTokenHash, setInviteAccount } from './staff-invites.repository';
import { insertStaffMemberIfNew, isEmailTaken } from './staff-members.repository';
import { iso } from './staff-principal';

async function openInvite(db: Database, token: string) {
  const invite = await findInviteByTokenHash(db, hashLinkToken(token));
  const refusal = linkRefusal(
    invite && { expiresAt: invite.expiresAt, usedAt: invite.acceptedAt, revokedAt: invite.revokedAt },
  );
  if (refusal || !invite) throw new AppError(refusal ?? 'LINK_INVALID');
  return invite;
}

/**
 * The account an invitation makes: a restaurant's role at its restaurant, or a platform admin (no
 * restaurant; migration 0028's check keeps the two together).
 */
function accountOf(invite: Awaited<ReturnType<typeof openInvite>>) {
  if (invite.role === 'admin') return { restaurantId: null, role: 'admin' } as const;
  if (invite.restaurantId === null) throw new AppError('LINK_INVALID');
  return { restaurantId: invite.restaurantId, role: invite.role };
}

/** GET /api/staff/invites/lookup?token=: what the invitation offers, for the page that accepts it. */
export async function lookupInvite(db: Database, token: string) {
  const invite = await openInvite(db, token);
  return {
    email: invite.email,
    name: invite.name,
    role: invite.role,
    restaurantName: invite.restaurantName,
    restaurantNameAr: invite.restaurantNameAr,
    expiresAt: iso(invite.expiresAt),
  };
}

/**
 * POST /api/staff/invites/accept: creates the account with the invitation's role and restaurant and signs
 * it in (a session like a login). The link works once: of two accepts at the same moment one creates the
 * account, the other answers LINK_ALREADY_USED. The password is hashed before the transaction (scrypt is
 * slow) but only after the link was found good, so a made-up token costs no hash.
 */
export async function acceptInvite(
  db: Database,
  hashing: HashingQueue,
  body: AcceptStaffInviteBody,
  userAgent: string,
): Promise<StaffLoginResponse['data']> {
  const invite = await openInvite(db, body.token);
  if (await isEmailTaken(db, invite.email)) throw new AppError('STAFF_EMAIL_TAKEN');
  const passwordHash = await hashing.run(() => hashPassword(body.password));
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const name = body.name ?? invite.name;
  const staffUserId = await inTransaction(db, async (trx) => {
    if (!(await claimInvite(trx, invite.id))) {
      await openInvite(trx, body.token);
      throw new AppError('LINK_ALREADY_USED');
    }
    const id = await insertStaffMemberIfNew(trx, {
      ...accountOf(invite),
      email: invite.email,
      name,
      passwordHash,
    });
    if (id === null) throw new AppError('STAFF_EMAIL_TAKEN');
    await setInviteAccount(trx, invite.id, id);
    await insertSession(trx, {
      staffUserId: id,
      tokenHash: hashSessionToken(token),
      userAgent: userAgent.slice(0, 300),
      expiresAt,
    });
    await recordAudit(trx, {
      restaurantId: invite.restaurantId,
      actorId: id,
      action: 'staff.joined',
      subject: `staff_user:${id}`,
      details: { email: invite.email, role: invite.role, inviteId: invite.id },
    });
    return id;
  });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    staff: {
      id: staffUserId,
      email: invite.email,
      name,
      role: invite.role,
      restaurantId: invite.restaurantId,
    },
  };
}
