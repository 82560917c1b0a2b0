import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Payment statuses that took the diner's money (a voided one was taken, then given back). */
const TAKEN = ['completed', 'authorized', 'voided'] as const;

/**
 * Orders placed and money taken since `start`, over every restaurant. Paid = amount + tip of the charges
 * (a table payment's per-order parts are not charges: parent_payment_id is null) that took the money
 * (completed, authorized, voided), every way of paying (cards, Apple Pay, and what staff recorded at the
 * restaurant), gross: refunds are not taken off. Dated like the reports: paid_at, else created_at.
 */
export async function ordersAndPaidSince(db: Database, start: Date) {
  const orders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('createdAt', '>=', start)
    .executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(amount_halalas + tip_halalas), 0)::bigint`.as('total'))
    .where('parentPaymentId', 'is', null)
    .where('status', 'in', [...TAKEN])
    .where(sql<Date>`coalesce(paid_at, created_at)`, '>=', start)
    .executeTakeFirstOrThrow();
  return { orders: Number(orders.n), paid: Number(paid.total) };
}

/**
 * Card attempts since `start` (the gateway's: not what staff recorded at the restaurant; charges only)
 * that reached an outcome: how many failed, and how many in all (succeeded + failed). A payment still
 * pending, or abandoned on the card page (no card was tried), is neither.
 */
export async function cardAttemptsSince(db: Database, start: Date) {
  const row = await db
    .selectFrom('payments')
    .select([
      sql<number>`count(*) filter (where status = 'failed')`.as('failed'),
      sql<number>`count(*) filter (where status in ('failed', ${sql.join(TAKEN.map((s) => sql.lit(s)))}))`.as(
        'attempts',
      ),
    ])
    .where('gateway', '<>', 'at_restaurant')
    .where('parentPaymentId', 'is', null)
    .where('createdAt', '>=', start)
    .executeTakeFirstOrThrow();
  return { failed: Number(row.failed), attempts: Number(row.attempts) };
}

export function countApplicationsByStatus(db: Database) {
  return db
    .selectFrom('onboardingApplications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
}

/** Outbox jobs that ran out of attempts (platform/jobs): the admin's cue to look at GET /staff/outbox/dead. */
export async function countDeadJobs(db: Database): Promise<number> {
  const row = await db
    .selectFrom('outboxJobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'dead')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * E-invoices across every restaurant (ZATCA Phase 2): waiting to be reported, rejected, overdue (waiting
 * and issued at or before `overdueSince`), and the restaurants with a rejected or overdue one. Reads only
 * the partial index of waiting and rejected documents (migration 0033).
 */
export async function einvoiceCounts(db: Database, overdueSince: Date) {
  const row = await db
    .selectFrom('zatcaDocuments')
    .select([
      sql<number>`count(*) filter (where report_status = 'waiting')`.as('unreported'),
      sql<number>`count(*) filter (where report_status = 'rejected')`.as('rejected'),
      sql<number>`count(*) filter (where report_status = 'waiting' and created_at <= ${overdueSince})`.as(
        'overdue',
      ),
      sql<number>`count(distinct restaurant_id) filter (where report_status = 'rejected'
        or created_at <= ${overdueSince})`.as('restaurantsAffected'),
    ])
    .where('reportStatus', 'in', ['waiting', 'rejected'])
    .executeTakeFirstOrThrow();
  return {
    unreported: Number(row.unreported),
    rejected: Number(row.rejected),
    overdue: Number(row.overdue),
    restaurantsAffected: Number(row.restaurantsAffected),
  };
}
