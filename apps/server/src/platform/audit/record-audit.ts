import type { AnyAuditAction, AuditDetails } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { insertAuditEntry } from './audit.repository';

export interface AuditEntryInput {
  /** The restaurant whose staff changed (null for a platform admin's own account). */
  restaurantId: number | null;
  /** Who did it: the signed-in staff member, or the person holding the e-mailed link. */
  actorId: number | null;
  /** One of the modules' closed lists (ALL_AUDIT_ACTIONS): access changes, money, tables, menu, settings, the platform's. */
  action: AnyAuditAction;
  /** What changed: `staff_user:{id}`, `invite:{id}`, `session:{id}`, `payment:{uuid}`, `table:{number}`, `coupon:{id}`, `takeaway_point:{id}`, `menu_category:{id}`, `menu_item:{id}`, `restaurant:{id}` or `application:{uuid}`. */
  subject: string;
  /** Only the keys the consoles have words for (AUDIT_DETAIL_FIELDS): a new one needs its words first. */
  details?: AuditDetails;
}

/**
 * Writes one audit entry in the CALLER's transaction (`trx`), so the entry exists if and only if the change
 * it describes commits: an access change is never without its trace, nor a trace without its change.
 */
export function recordAudit(trx: Database, entry: AuditEntryInput): Promise<void> {
  return insertAuditEntry(trx, {
    restaurantId: entry.restaurantId,
    staffUserId: entry.actorId,
    action: entry.action,
    subject: entry.subject,
    details: entry.details ?? {},
  });
}
