import { AUDIT_ACTIONS } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';

export interface AuditRow {
  restaurantId: number | null;
  staffUserId: number | null;
  action: string;
  subject: string;
  details: Record<string, unknown>;
}

export async function insertAuditEntry(trx: Database, row: AuditRow): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({ ...row, details: JSON.stringify(row.details) })
    .execute();
}

/**
 * A restaurant's entries, newest first, with their actor; `before` pages by id. kind 'access': only the
 * access changes (AUDIT_ACTIONS, the Staff screen's log); 'all': every entry recorded for the restaurant
 * (money, menu, settings, tables, the platform's approval and suspensions too).
 */
export function listAuditEntries(
  db: Database,
  restaurantId: number,
  page: { kind: 'access' | 'all'; limit: number; before?: number | undefined },
) {
  let query = db
    .selectFrom('auditLog as a')
    .leftJoin('staffUsers as u', 'u.id', 'a.staffUserId')
    .select([
      'a.id',
      'a.action',
      'a.subject',
      'a.details',
      'a.createdAt',
      'u.id as actorId',
      'u.name as actorName',
      'u.email as actorEmail',
    ])
    .where('a.restaurantId', '=', restaurantId);
  if (page.kind === 'access') query = query.where('a.action', 'in', [...AUDIT_ACTIONS]);
  if (page.before !== undefined) query = query.where('a.id', '<', page.before);
  return query.orderBy('a.id', 'desc').limit(page.limit).execute();
}
