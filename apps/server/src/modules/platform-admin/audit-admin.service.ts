import { AppError } from '@sufra/domain';
import type { AdminAuditQuerySchema, AdminAuditResponseSchema } from '@sufra/domain/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { listAllAuditEntries, restaurantExists } from './audit-admin.repository';

type AdminAudit = z.input<typeof AdminAuditResponseSchema>['data'];

/**
 * GET /api/admin/audit?restaurantId=&before=&limit=: the whole log for the platform admin (the owner's
 * GET /staff/audit stays their restaurant's access entries). An unknown restaurant is 404, not an empty
 * page. `nextBefore` is the last entry's id when another page exists.
 */
export function listAdminAudit(db: Database, q: z.output<typeof AdminAuditQuerySchema>): Promise<AdminAudit> {
  return inTransaction(db, async (trx) => {
    if (q.restaurantId !== undefined && !(await restaurantExists(trx, q.restaurantId)))
      throw new AppError('RESTAURANT_NOT_FOUND');
    const rows = await listAllAuditEntries(trx, { ...q, limit: q.limit + 1 });
    const page = rows.slice(0, q.limit);
    return {
      entries: page.map((row) => ({
        id: row.id,
        action: row.action,
        subject: row.subject,
        restaurantId: row.restaurantId,
        restaurantName: row.restaurantName,
        actor:
          row.actorName !== null && row.actorEmail !== null && row.actorRole !== null
            ? { name: row.actorName, email: row.actorEmail, role: row.actorRole }
            : null,
        details: row.details,
        at: row.createdAt.toISOString(),
      })),
      nextBefore: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
    };
  });
}
