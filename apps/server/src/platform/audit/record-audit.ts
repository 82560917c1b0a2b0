import type {
  AdminAuditAction,
  AuditAction,
  CouponAuditAction,
  MenuAuditAction,
  PaymentSettingsAuditAction,
  SettingsAuditAction,
  TableAuditAction,
  TableSetupAuditAction,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { insertAuditEntry } from './audit.repository';

export interface AuditEntryInput {
  /** The restaurant whose staff changed (null for a platform admin's own account). */
  restaurantId: number | null;
  /** Who did it: the signed-in staff member, or the person holding the e-mailed link. */
  actorId: number | null;
  /** Access changes (the staff access log reads these), or the table service's (money taken, tables closed). */
  action:
    | AuditAction
    | TableAuditAction
    | CouponAuditAction
    | SettingsAuditAction
    | TableSetupAuditAction
    | MenuAuditAction
    | PaymentSettingsAuditAction
    | AdminAuditAction;
  /** What changed: `staff_user:{id}`, `invite:{id}`, `session:{id}`, `payment:{uuid}`, `table:{number}`, `coupon:{id}`, `takeaway_point:{id}`, `menu_category:{id}`, `menu_item:{id}`, `restaurant:{id}` or `application:{uuid}`. */
  subject: string;
  details?: Record<string, unknown>;
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
