import { randomUUID } from 'node:crypto';
import {
  AppError,
  allocateAcrossOrders,
  availableOf,
  checkAtRestaurantPayment,
  halalas,
  type OrderStatus,
} from '@sufra/domain';
import type { RecordTablePaymentBody, StaffTable, StaffTablePayment } from '@sufra/domain/contracts';
import type { Database } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/record-audit';
import { inTransaction } from '../../../platform/db/transaction';
import { publishAll, type SufraEvent } from '../../../platform/realtime/event-bus';
import { issueInvoiceForPayment } from '../../invoices/invoices.service';
import { issueTableInvoice } from '../../invoices/table-invoice.service';
import { findOrder } from '../../orders/order-lookup.service';
import { orderEvent } from '../../orders/order-view';
import { loadOrderSummary } from '../../orders/orders.service';
import { tableTile } from '../../tables/table-map.service';
import { OPEN_ORDER_STATUSES, requireStaffTable } from '../../tables/tables.service';
import { loadBillState } from '../bill-state';
import { isUniqueViolation } from '../pay-order.service';
import { findPaymentByKey } from '../payments.repository';
import type { PaymentsContext } from '../payments-context';
import { insertPaymentTakenHere, paymentPlace } from './table-money.repository';
import { lockTableMoney } from './table-money.service';
import { tablePayments } from './table-payment-view';

type Staff = { id: number; restaurantId: number };
type Table = Awaited<ReturnType<typeof requireStaffTable>>;

interface Outcome {
  payment: StaffTablePayment;
  table: StaffTable;
  /** false: the same key was recorded before (a double tap): nothing new happened. */
  isNew: boolean;
}

/** The tap's key: the body's or the `Idempotency-Key` header's uuid (one is required; two must agree). */
function keyOf(bodyKey: string | undefined, header: string | undefined): string {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const fromHeader = header?.trim();
  if (fromHeader !== undefined && !uuid.test(fromHeader)) throw new AppError('VALIDATION_FAILED');
  const key = (bodyKey ?? fromHeader)?.toLowerCase();
  if (key === undefined) throw new AppError('VALIDATION_FAILED');
  if (fromHeader !== undefined && fromHeader.toLowerCase() !== key) throw new AppError('VALIDATION_FAILED');
  return key;
}

/** What a payment at the restaurant is recorded on: its orders' remaining and free money, and the sums. */
interface Scope {
  orders: { id: number; remaining: number; available: number }[];
  remaining: number;
  available: number;
}

/** The bill being paid, under its row locks: one order of the table, or every open order (id order). */
async function lockScope(
  trx: Database,
  staff: Staff,
  table: Table,
  orderId: string | undefined,
): Promise<Scope> {
  if (orderId === undefined) {
    const bill = await lockTableMoney(trx, table.id);
    return {
      orders: bill.orders.map(({ row, money }) => ({ id: row.id, ...money })),
      remaining: bill.remaining,
      available: bill.available,
    };
  }
  const row = await findOrder(trx, orderId, { forUpdate: true });
  if (!row || row.restaurantId !== staff.restaurantId || row.tableId !== table.id)
    throw new AppError('ORDER_NOT_FOUND');
  if (!(OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(row.status))
    throw new AppError('ORDER_CLOSED');
  const state = await loadBillState(trx, row);
  const remaining = Math.max(0, state.bill - state.paid);
  const available = availableOf(state);
  return { orders: [{ id: row.id, remaining, available }], remaining, available };
}

/** The payment a key recorded before, if it is this table's money taken at the restaurant (else CONFLICT). */
async function replay(trx: Database, staff: Staff, table: Table, paymentId: number): Promise<Outcome> {
  const place = await paymentPlace(trx, paymentId);
  if (
    place.restaurantId !== staff.restaurantId ||
    place.gateway !== 'at_restaurant' ||
    place.tableId !== table.id
  )
    throw new AppError('CONFLICT');
  const [payment] = await tablePayments(trx, { paymentIds: [paymentId] });
  if (!payment) throw new AppError('CONFLICT');
  return { payment, table: await tableTile(trx, staff.restaurantId, table), isNew: false };
}

/**
 * Writes the money: one payment of the one order it goes to, or (several orders) one table payment and
 * its part of each order, spread oldest order first like the diners' table bill (allocateAcrossOrders);
 * then its ZATCA invoice, in the same transaction, exactly as a captured card share gets its own.
 */
async function write(
  trx: Database,
  staff: Staff,
  table: Table,
  body: RecordTablePaymentBody,
  key: string,
  scope: Scope,
): Promise<number> {
  const open = scope.orders.filter((o) => o.available > 0);
  const parts = allocateAcrossOrders(
    halalas(body.amount),
    open.map((o) => ({ orderId: o.id, available: halalas(o.available) })),
  );
  const common = { restaurantId: staff.restaurantId, method: body.method, recordedByStaffId: staff.id };
  const [only] = parts;
  if (parts.length === 1 && only) {
    const order = open.find((o) => o.id === only.orderId);
    const id = await insertPaymentTakenHere(trx, {
      ...common,
      orderId: only.orderId,
      tableId: null,
      parentPaymentId: null,
      idempotencyKey: key,
      amountHalalas: only.amount,
      tipHalalas: body.tip,
      splitType: only.amount === order?.remaining ? 'remaining' : 'custom',
    });
    await issueInvoiceForPayment(trx, id);
    return id;
  }
  const parentId = await insertPaymentTakenHere(trx, {
    ...common,
    orderId: null,
    tableId: table.id,
    parentPaymentId: null,
    idempotencyKey: key,
    amountHalalas: body.amount,
    tipHalalas: body.tip,
    splitType: body.amount === scope.remaining ? 'remaining' : 'custom',
  });
  for (const part of parts)
    await insertPaymentTakenHere(trx, {
      ...common,
      orderId: part.orderId,
      tableId: null,
      parentPaymentId: parentId,
      // A part is never looked up by key: its own only keeps the column unique (as the table bill's parts).
      idempotencyKey: randomUUID(),
      amountHalalas: part.amount,
      tipHalalas: 0,
      splitType: 'custom',
    });
  await issueTableInvoice(trx, parentId);
  return parentId;
}

async function record(
  trx: Database,
  staff: Staff,
  tableNumber: number,
  body: RecordTablePaymentBody,
  key: string,
): Promise<Outcome> {
  const table = await requireStaffTable(trx, staff.restaurantId, tableNumber);
  // The bill's row locks first: a second tap of the same key waits here, then finds the first one's row.
  const scope = await lockScope(trx, staff, table, body.orderId);
  const existing = await findPaymentByKey(trx, key);
  if (existing) return replay(trx, staff, table, existing.id);
  checkAtRestaurantPayment(
    { remaining: halalas(scope.remaining), available: halalas(scope.available) },
    {
      amount: halalas(body.amount),
      tip: halalas(body.tip),
      expectedRemaining: halalas(body.expectedRemaining),
    },
  );
  const id = await write(trx, staff, table, body, key, scope);
  const [payment] = await tablePayments(trx, { paymentIds: [id] });
  if (!payment) throw new Error(`payment ${id} vanished inside its own transaction`);
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
      before: { remaining: scope.remaining },
      after: { remaining: scope.remaining - body.amount },
    },
  });
  return { payment, table: await tableTile(trx, staff.restaurantId, table), isNew: true };
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
  const key = keyOf(body.idempotencyKey, headerKey);
  let outcome: Outcome;
  try {
    outcome = await inTransaction(ctx.db, (trx) => record(trx, staff, tableNumber, body, key));
  } catch (err) {
    // Two taps of one key with nothing to lock in common (never with an open bill): the other one won.
    if (!isUniqueViolation(err)) throw err;
    outcome = await inTransaction(ctx.db, async (trx) => {
      const table = await requireStaffTable(trx, staff.restaurantId, tableNumber);
      const existing = await findPaymentByKey(trx, key);
      if (!existing) throw new AppError('CONFLICT', undefined, err);
      return replay(trx, staff, table, existing.id);
    });
  }
  if (outcome.isNew) await announce(ctx, outcome.payment);
  return outcome;
}
