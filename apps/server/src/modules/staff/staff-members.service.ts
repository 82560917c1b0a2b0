import { AppError, accessChangeRefusal } from '@sufra/domain';
import type { AuditDetails, RestaurantRole, StaffMember, UpdateStaffUserBody } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/realtime/event-bus';
import { publishAccessRevoked } from './access-revoked';
import {
  findRestaurantStaffMember,
  listRestaurantStaff,
  lockActiveOwners,
  lockRestaurantStaffMember,
  revokeUserSessions,
  setStaffAccess,
} from './staff-members.repository';
import { actingRole, iso, isoOrNull, restaurantOf } from './staff-principal';

type MemberRow = NonNullable<Awaited<ReturnType<typeof findRestaurantStaffMember>>>;

function toMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as RestaurantRole,
    isActive: row.isActive,
    lastSeenAt: isoOrNull(row.lastSeenAt),
    createdAt: iso(row.createdAt),
  };
}

/** GET /api/staff/users: the restaurant's people, active first. */
export async function listStaffMembers(db: Database, staff: StaffPrincipal): Promise<StaffMember[]> {
  const rows = await listRestaurantStaff(db, restaurantOf(staff));
  return rows.filter((r) => r.role !== 'admin').map(toMember);
}

/**
 * PATCH /api/staff/users/:id: a new role and/or (de)activation, under the rules of accessChangeRefusal
 * (domain staff/staff-access.ts). Deactivation ends every session in the same transaction, so the next
 * request is a 401, and the open streams close as soon as the change is committed. Audited.
 */
export async function updateStaffMember(
  ctx: { db: Database; events: EventBus },
  actor: StaffPrincipal,
  id: number,
  change: UpdateStaffUserBody,
): Promise<{ user: StaffMember; revokedSessions: number }> {
  const restaurantId = restaurantOf(actor);
  const revoked = await inTransaction(ctx.db, async (trx) => {
    // Owners first, in id order, then the caller and the target: every change locks in the same order.
    const owners = await lockActiveOwners(trx, restaurantId);
    const role = await actingRole(trx, actor);
    const target = await lockRestaurantStaffMember(trx, restaurantId, id);
    if (!target || target.role === 'admin') throw new AppError('NOT_FOUND');
    const current = { id: target.id, role: target.role, isActive: target.isActive };
    const others = owners.filter((ownerId) => ownerId !== target.id).length;
    const refusal = accessChangeRefusal({ id: actor.id, role }, current, change, others);
    if (refusal) throw new AppError(refusal);

    await setStaffAccess(trx, id, change);
    const audit = (action: Parameters<typeof recordAudit>[1]['action'], details: AuditDetails) =>
      recordAudit(trx, {
        restaurantId,
        actorId: actor.id,
        action,
        subject: `staff_user:${id}`,
        details: { email: target.email, ...details },
      });
    if (change.role !== undefined && change.role !== target.role)
      await audit('staff.role_changed', { from: target.role, to: change.role });
    let sessionIds: number[] = [];
    if (change.isActive === false && target.isActive) {
      sessionIds = await revokeUserSessions(trx, id);
      await audit('staff.deactivated', { revokedSessions: sessionIds.length });
    } else if (change.isActive === true && !target.isActive) {
      await audit('staff.reactivated', {});
    }
    return sessionIds;
  });
  await publishAccessRevoked(ctx.events, restaurantId, revoked);
  const row = await findRestaurantStaffMember(ctx.db, restaurantId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { user: toMember(row), revokedSessions: revoked.length };
}
