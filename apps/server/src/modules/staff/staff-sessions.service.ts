import { AppError, mayManageRole } from '@sufra/domain';
import type { StaffSession } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/realtime/event-bus';
import { publishAccessRevoked } from './access-revoked';
import { revokeSession } from './staff.repository';
import { actingRole, iso, isoOrNull, restaurantOf } from './staff-principal';
import { listRestaurantSessions, lockRestaurantSession } from './staff-sessions.repository';

/** GET /api/staff/sessions: who is signed in where, most recently used first; `isCurrent` marks this device. */
export async function listSessions(db: Database, staff: StaffPrincipal): Promise<StaffSession[]> {
  const rows = await listRestaurantSessions(db, restaurantOf(staff));
  return rows.flatMap((row) =>
    row.role === 'admin'
      ? []
      : [
          {
            id: row.id,
            staffUser: { id: row.staffUserId, name: row.name, email: row.email, role: row.role },
            userAgent: row.userAgent,
            createdAt: iso(row.createdAt),
            lastSeenAt: isoOrNull(row.lastSeenAt),
            expiresAt: iso(row.expiresAt),
            isCurrent: row.id === staff.sessionId,
          },
        ],
  );
}

/**
 * DELETE /api/staff/sessions/:id: that device is signed out at once (its next request is a 401, its open
 * stream closes). A manager cannot sign an owner out. Audited.
 */
export async function revokeStaffSession(
  ctx: { db: Database; events: EventBus },
  actor: StaffPrincipal,
  sessionId: number,
): Promise<void> {
  const restaurantId = restaurantOf(actor);
  await inTransaction(ctx.db, async (trx) => {
    const role = await actingRole(trx, actor);
    const session = await lockRestaurantSession(trx, restaurantId, sessionId);
    if (!session || session.role === 'admin') throw new AppError('NOT_FOUND');
    if (!mayManageRole(role, session.role)) throw new AppError('ROLE_NOT_ALLOWED');
    await revokeSession(trx, sessionId);
    await recordAudit(trx, {
      restaurantId,
      actorId: actor.id,
      action: 'staff.session_revoked',
      subject: `session:${sessionId}`,
      details: { email: session.email, staffUserId: session.staffUserId },
    });
  });
  await publishAccessRevoked(ctx.events, restaurantId, [sessionId]);
}
