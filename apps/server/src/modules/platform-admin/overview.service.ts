import { type AdminOverviewResponseSchema, APPLICATION_STATUSES } from '@sufra/domain/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { OVERDUE_AFTER_HOURS } from '../zatca';
import { demoRequestCounts } from './demo-requests-admin.service';
import {
  cardAttemptsSince,
  countApplicationsByStatus,
  countDeadJobs,
  einvoiceCounts,
  ordersAndPaidSince,
} from './overview.repository';
import { restaurantCounts } from './restaurants-admin.service';
import { riyadhWindows } from './riyadh-days';

type Overview = z.input<typeof AdminOverviewResponseSchema>['data'];
type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * GET /api/admin/overview: the platform at a glance, in Riyadh days ("today" since Riyadh's midnight; the
 * last 7 days = today and the 6 days before it). Definitions in overview.repository.ts: orders = placed
 * (any status); paid = gross money taken; the failure rate = failed card attempts / card attempts with an
 * outcome (null without any); e-invoices overdue = waiting 20 hours or more since issue, as the owner's alert.
 */
export function getAdminOverview(db: Database, now = new Date()): Promise<Overview> {
  return inTransaction(db, async (trx) => {
    const { todayStart, weekStart } = riyadhWindows(now);
    const applications = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
      ApplicationStatus,
      number
    >;
    for (const row of await countApplicationsByStatus(trx)) applications[row.status] = Number(row.n);
    const cards = await cardAttemptsSince(trx, weekStart);
    return {
      restaurants: await restaurantCounts(trx),
      applications,
      demoRequestsNew: (await demoRequestCounts(trx)).new,
      today: await ordersAndPaidSince(trx, todayStart),
      last7Days: await ordersAndPaidSince(trx, weekStart),
      paymentFailureRate: cards.attempts === 0 ? null : cards.failed / cards.attempts,
      deadJobs: await countDeadJobs(trx),
      einvoices: await einvoiceCounts(trx, new Date(now.getTime() - OVERDUE_AFTER_HOURS * 3_600_000)),
    };
  });
}
