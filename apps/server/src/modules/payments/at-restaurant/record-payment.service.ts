import { randomUUID } from 'node:crypto';
import {
  AppError,
  allocateAcrossOrders,
  availableOf,
  checkAtRestaurantPayment,
  halalas,
  type OrderStatus,
} from '@sufra/domain';
import type { RecordTablePaymentBody } from '@sufra/domain/contracts';
import type { Database } from '../../../db/schema';
import { issueInvoiceForPayment, issueTableInvoice } from '../../invoices';
import { findOrder } from '../../orders';
import { OPEN_ORDER_STATUSES, type requireStaffTable } from '../../tables';
import { loadBillState } from '../bill-state';
import { findPaymentByKey } from '../payments.repository';
import { insertPaymentTakenHere, paymentPlace } from './table-money.repository';
import { lockTableMoney } from './table-money.service';

/*
 * Money staff took at the restaurant: its payment rows and their invoices, under the bill's row locks. The
 * use case around it (the table, the audit entry, the table map's tile, the events) is
 * flows/record-payment.flow.ts.
 */

type Staff = { id: number; restaurantId: number };
type Table = Awaited<ReturnType<typeof requireStaffTable>>;

/** What the recording did: the payment (a new one, or the one its key recorded before) and the bill before. */
export interface TakenHere {
  paymentId: number;
  /** false: the same key was recorded before (a double tap): nothing new happened. */
  isNew: boolean;
  /** What the bill (the order's, or the table's) still owed before this money. */
  remainingBefore: number;
}

/** The tap's key: the body's or the `Idempotency-Key` header's uuid (one is required; two must agree). */
export function paymentKeyOf(bodyKey: string | undefined, header: string | undefined): string {
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
async function recordedBefore(trx: Database, staff: Staff, table: Table, paymentId: number): Promise<number> {
  const place = await paymentPlace(trx, paymentId);
  if (
    place.restaurantId !== staff.restaurantId ||
    place.gateway !== 'at_restaurant' ||
    place.tableId !== table.id
  )
    throw new AppError('CONFLICT');
  return paymentId;
}

/** The payment a key recorded before (its write raced this one's): its id, or CONFLICT. */
export async function takenHereByKey(
  trx: Database,
  staff: Staff,
  table: Table,
  key: string,
  cause: unknown,
): Promise<number> {
  const existing = await findPaymentByKey(trx, key);
  if (!existing) throw new AppError('CONFLICT', undefined, cause);
  return recordedBefore(trx, staff, table, existing.id);
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

/**
 * Records the money on the table's bill, under its row locks: the remaining the person saw must be the
 * remaining now (BILL_CHANGED), money a phone is paying now stays theirs (PAYMENT_IN_PROGRESS), then the
 * payment is written completed with its invoice. The same key answers the same payment (a double tap).
 */
export async function recordTakenHere(
  trx: Database,
  staff: Staff,
  table: Table,
  body: RecordTablePaymentBody,
  key: string,
): Promise<TakenHere> {
  // The bill's row locks first: a second tap of the same key waits here, then finds the first one's row.
  const scope = await lockScope(trx, staff, table, body.orderId);
  const existing = await findPaymentByKey(trx, key);
  if (existing)
    return {
      paymentId: await recordedBefore(trx, staff, table, existing.id),
      isNew: false,
      remainingBefore: scope.remaining,
    };
  checkAtRestaurantPayment(
    { remaining: halalas(scope.remaining), available: halalas(scope.available) },
    {
      amount: halalas(body.amount),
      tip: halalas(body.tip),
      expectedRemaining: halalas(body.expectedRemaining),
    },
  );
  const paymentId = await write(trx, staff, table, body, key, scope);
  return { paymentId, isNew: true, remainingBefore: scope.remaining };
}
