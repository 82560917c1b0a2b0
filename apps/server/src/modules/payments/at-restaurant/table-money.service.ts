import { availableOf, type BillState, halalas } from '@sufra/domain';
import type { PendingPayment } from '@sufra/domain/contracts';
import type { Database } from '../../../db/schema';
import { OPEN_ORDER_STATUSES } from '../../tables';
import { loadBillState } from '../bill-state';
import { toPendingPaymentView } from '../pending/pending-payment-view';
import { listTableSplits } from '../pending/pending-payments.repository';
import { tableOrdersForBill } from '../table-bill/table-bill.repository';
import {
  completeOrderSplits,
  liveTotalsOfOrders,
  openSplitCounts,
  ordersWithMoneyTakenHere,
} from './table-money.repository';

/**
 * What the table map (modules/tables) reads and changes of a table's money. Amounts are halalas; the
 * rules are the payments' own (bill-state.ts, the domain's availableOf).
 */

export interface OrderMoney {
  bill: number;
  /** counted (completed or authorized) */
  paid: number;
  /** held by shares on a card page now */
  reserved: number;
  /** bill − paid */
  remaining: number;
  /** bill − paid − reserved: what a new payment may take */
  available: number;
}

function moneyOf(state: Pick<BillState, 'bill' | 'paid' | 'reserved'>): OrderMoney {
  return {
    bill: state.bill,
    paid: state.paid,
    reserved: state.reserved,
    remaining: Math.max(0, state.bill - state.paid),
    available: availableOf({ ...state, evenLive: [], items: [] }),
  };
}

/** Each order's money, read together (no lock: for showing). */
export async function moneyOfOrders(
  trx: Database,
  orders: { id: number; totalHalalas: number }[],
): Promise<Map<number, OrderMoney>> {
  const totals = await liveTotalsOfOrders(
    trx,
    orders.map((o) => o.id),
  );
  return new Map(
    orders.map((o) => {
      const t = totals.get(o.id) ?? { paid: 0, reserved: 0 };
      return [
        o.id,
        moneyOf({ bill: halalas(o.totalHalalas), paid: halalas(t.paid), reserved: halalas(t.reserved) }),
      ];
    }),
  );
}

/** Splits shared on each table of the restaurant and not fully paid, by table id. */
export function openSplitCountsByTable(trx: Database, restaurantId: number) {
  return openSplitCounts(trx, restaurantId, OPEN_ORDER_STATUSES);
}

/** A table's splits in progress, as its phones see them (spec: split ones not fully paid count). */
export async function tableSplits(trx: Database, tableId: number): Promise<PendingPayment[]> {
  const rows = await listTableSplits(trx, tableId);
  const views = await Promise.all(rows.map((row) => toPendingPaymentView(trx, row)));
  return views.filter((v) => !v.isFullyPaid);
}

type LockedOrder = Awaited<ReturnType<typeof tableOrdersForBill>>[number];

/**
 * Takes the row locks of a table's open orders IN ID ORDER (the lock order of every payment path: orders
 * by id, then payments) and reads each one's bill under them. What closing the table, or recording money
 * on its whole bill, acts on.
 */
export async function lockTableMoney(trx: Database, tableId: number) {
  const rows = await tableOrdersForBill(trx, tableId, OPEN_ORDER_STATUSES, true);
  const orders: { row: LockedOrder; state: BillState; money: OrderMoney }[] = [];
  for (const row of rows) {
    const state = await loadBillState(trx, row);
    orders.push({ row, state, money: moneyOf(state) });
  }
  return {
    orders,
    remaining: orders.reduce((n, o) => n + o.money.remaining, 0),
    available: orders.reduce((n, o) => n + o.money.available, 0),
  };
}

/** Closing a table (its bill paid): its splits are done; returns how many ended. */
export function completeTableSplits(trx: Database, orderIds: number[]): Promise<number> {
  return completeOrderSplits(trx, orderIds);
}

/** The orders whose money was (partly) taken at the restaurant: they close as the spec's paid_at_rest. */
export function ordersPaidAtRestaurant(trx: Database, orderIds: number[]): Promise<Set<number>> {
  return ordersWithMoneyTakenHere(trx, orderIds);
}
