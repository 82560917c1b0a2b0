import type { RecordTablePaymentBody, StaffTable, StaffTablePayment } from '@sufra/domain/contracts';
import type { Database } from '../db/schema';
import { loadOrderSummary, orderEvent } from '../modules/orders';
import {
  type PaymentsContext,
  paymentKeyOf,
  recordTakenHere,
  tablePayments,
  takenHereByKey,
} from '../modules/payments';
import { requireStaffTable } from '../modules/tables';
import { recordAudit } from '../platform/audit/record-audit';
import { inTransaction } from '../platform/db/transaction';
import { isUniqueViolation } from '../platform/db/unique-violation';
import { publishAll, type SufraEvent } from '../platform/realtime/event-bus';
import { tableTile } from './table-map.flow';

/*
 * Recording money taken at the restaurant spans tables (which table, and its tile on the map), payments
 * (the rows and their invoices, under the bill's locks: payments/at-restaurant) and the audit log, in one
 * transaction; the table's phones and the staff screens hear it after the commit.
 */

type Staff = { id: number; restaurantId: number };
type Table = Awaited<ReturnType<typeof requireStaffTable>>;

interface Outcome {
  payment: StaffTablePayment;
  table: StaffTable;
  /** false: the same key was recorded before (a double tap): nothing new happened. */
  isNew: boolean;
}

async function outcomeOf(trx: Database, staff: Staff, table: Table, paymentId: number, isNew: boolean) {
  const [payment] = await tablePayments(trx, { paymentIds: [paymentId] });
  if (!payment) throw new Error(`payment ${paymentId} vanished inside its own transaction`);
  return { payment, table: await tableTile(trx, staff.restaurantId, table), isNew };
}

async function record(
  trx: Database,
  staff: Staff,
  tableNumber: number,
  body: RecordTablePaymentBody,
  key: string,
): Promise<Outcome> {
  const table = await requireStaffTable(trx, staff.restaurantId, tableNumber);
  const taken = await recordTakenHere(trx, staff, table, body, key);
  const outcome = await outcomeOf(trx, staff, table, taken.paymentId, taken.isNew);
  if (!taken.isNew) return outcome;
  const { payment } = outcome;
  await recordAudit(trx, {
    restaurantId: staff.restaurantId,
    actorId: staff.id,
    action: 'table.payment_recorded',
    subject: `payment:${payment.id}`,
    details: {
      table: table.number,
      method: body.method,
      amount: body.amount,
      tip: body.tip,
      orders: payment.orders.map((o) => o.orderNumber),
      invoiceNumber: payment.invoice?.number ?? null,
      // What the bill (the order's, or the table's) still owed before and after this money.
      before: { remaining: taken.remainingBefore },
      after: { remaining: taken.remainingBefore - body.amount },
    },
  });
  return outcome;
}

/** After the commit: every phone at the table and every staff screen refetches the bill. */
async function announce(ctx: PaymentsContext, payment: StaffTablePayment) {
  try {
    const events: SufraEvent[] = [];
    for (const { id } of payment.orders) {
      const order = await loadOrderSummary(ctx.db, id);
      events.push(
        orderEvent('order.updated', order, { paymentId: payment.id, paymentStatus: payment.status }),
      );
    }
    await publishAll(ctx.events, events);
  } catch (err) {
    ctx.log?.warn({ err, paymentId: payment.id }, 'payment event not published');
  }
}

/**
 * POST /api/staff/tables/:number/payments: money staff took at the restaurant (the spec's paid_at_rest), on
 * one order or the table's open bill. One transaction under the bill's row locks: the remaining the person
 * saw must be the remaining now (BILL_CHANGED), money a phone is paying now stays theirs
 * (PAYMENT_IN_PROGRESS), then the payment is written completed with its invoice and its audit entry. The
 * same key answers the same payment (a double tap records once).
 */
export async function recordTablePayment(
  ctx: PaymentsContext,
  staff: Staff,
  tableNumber: number,
  body: RecordTablePaymentBody,
  headerKey: string | undefined,
): Promise<Outcome> {
  const key = paymentKeyOf(body.idempotencyKey, headerKey);
  let outcome: Outcome;
  try {
    outcome = await inTransaction(ctx.db, (trx) => record(trx, staff, tableNumber, body, key));
  } catch (err) {
    // Two taps of one key with nothing to lock in common (never with an open bill): the other one won.
    if (!isUniqueViolation(err)) throw err;
    outcome = await inTransaction(ctx.db, async (trx) => {
      const table = await requireStaffTable(trx, staff.restaurantId, tableNumber);
      return outcomeOf(trx, staff, table, await takenHereByKey(trx, staff, table, key, err), false);
    });
  }
  if (outcome.isNew) await announce(ctx, outcome.payment);
  return outcome;
}
