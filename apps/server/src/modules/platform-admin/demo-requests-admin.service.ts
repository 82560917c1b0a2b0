import { AppError } from '@sufra/domain';
import {
  type AdminDemoRequest,
  type AdminDemoRequestsQuerySchema,
  DEMO_REQUEST_STATUSES,
  type UpdateDemoRequestBodySchema,
} from '@sufra/domain/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import {
  countDemoRequestsByStatus,
  type DemoRequestRow,
  listDemoRequests,
  lockDemoRequest,
  updateDemoRequestRow,
} from './demo-requests-admin.repository';

type DemoStatus = (typeof DEMO_REQUEST_STATUSES)[number];

function demoRequestView(row: DemoRequestRow): AdminDemoRequest {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Per status, every status present (0 when none): the list's chips and the overview's "new". */
export async function demoRequestCounts(db: Database): Promise<Record<DemoStatus, number>> {
  const counts = Object.fromEntries(DEMO_REQUEST_STATUSES.map((s) => [s, 0])) as Record<DemoStatus, number>;
  for (const row of await countDemoRequestsByStatus(db)) counts[row.status] = Number(row.n);
  return counts;
}

/** GET /api/admin/demo-requests?status=&limit=: newest first, with the counts per status. */
export function listAdminDemoRequests(db: Database, q: z.output<typeof AdminDemoRequestsQuerySchema>) {
  return inTransaction(db, async (trx) => {
    const rows = await listDemoRequests(trx, {
      status: q.status === 'all' ? null : q.status,
      limit: q.limit,
    });
    return { demoRequests: rows.map(demoRequestView), counts: await demoRequestCounts(trx) };
  });
}

/**
 * PATCH /api/admin/demo-requests/:id: its status and the team's note. Audited (demo_request.updated, a
 * platform entry: no restaurant) with the fields it changed before and after; an unchanged body writes
 * nothing.
 */
export function updateAdminDemoRequest(
  db: Database,
  admin: StaffPrincipal,
  id: number,
  body: z.output<typeof UpdateDemoRequestBodySchema>,
): Promise<AdminDemoRequest> {
  return inTransaction(db, async (trx) => {
    const before = await lockDemoRequest(trx, id);
    if (!before) throw new AppError('NOT_FOUND');
    const changed = (['status', 'note'] as const).filter(
      (key) => body[key] !== undefined && body[key] !== before[key],
    );
    if (changed.length === 0) return demoRequestView(before);
    const after = await updateDemoRequestRow(trx, id, body);
    await recordAudit(trx, {
      restaurantId: null,
      actorId: admin.id,
      action: 'demo_request.updated',
      subject: `demo_request:${id}`,
      details: {
        email: before.email,
        restaurantName: before.restaurantName,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      },
    });
    return demoRequestView(after);
  });
}
