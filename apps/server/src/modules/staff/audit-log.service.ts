import type { AuditEntry, AuditLogQuery } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { listAuditEntries } from '../../platform/audit/audit.repository';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { iso, restaurantOf } from './staff-principal';

/**
 * GET /api/staff/audit: the restaurant's access changes (kind=access, the default), or every entry of the
 * restaurant (kind=all: money, menu, settings, tables, the platform's decisions), newest first (`before` an
 * id for the next page). Managers read it too (the route is MANAGEMENT: they take payments and refund
 * themselves); no entry holds a secret (payment keys are recorded as "set, ends in 1234", never their value).
 */
export async function listAuditLog(
  db: Database,
  staff: StaffPrincipal,
  query: AuditLogQuery,
): Promise<AuditEntry[]> {
  const rows = await listAuditEntries(db, restaurantOf(staff), query);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    subject: row.subject,
    details: row.details,
    actor:
      row.actorId !== null
        ? { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' }
        : null,
    createdAt: iso(row.createdAt),
  }));
}
