import {
  AppError,
  allocateAcrossOrders,
  availableOf,
  type BillState,
  type ComputedShare,
  halalas,
} from '@sufra/domain';
import type { Database } from '../../../db/schema';
import { getPublicRestaurant } from '../../restaurants';
import { OPEN_ORDER_STATUSES, requireTable } from '../../tables';
import { loadBillState } from '../bill-state';
import { liveEvenPayments } from '../payments.repository';
import { tableLines, tableOrdersForBill } from './table-bill.repository';

type OrderRow = Awaited<ReturnType<typeof tableOrdersForBill>>[number];

/** A table's bill: its orders with money unpaid, each with its own bill, and all of them as one bill. */
export interface TableBillState {
  table: { id: number; number: number; restaurantId: number };
  orders: { row: OrderRow; state: BillState }[];
  /** the orders as one bill: sums, lines re-indexed across the table, the table's own even shares */
  combined: BillState;
  lines: Awaited<ReturnType<typeof tableLines>>;
}

/**
 * Reads the table's bill; `lock` takes every open order's row lock in id order first (paying does), so
 * what is read is what the payment is computed on, exactly like the single-order path under its lock.
 */
export async function loadTableBill(
  trx: Database,
  q: { restaurantId: number; tableNumber: number; hash: string },
  lock: boolean,
): Promise<TableBillState> {
  await getPublicRestaurant(trx, q.restaurantId);
  const table = await requireTable(trx, q);
  const rows = await tableOrdersForBill(trx, table.id, OPEN_ORDER_STATUSES, lock);
  const orders: TableBillState['orders'] = [];
  for (const row of rows) {
    const state = await loadBillState(trx, row);
    if (state.paid < state.bill) orders.push({ row, state });
  }
  const lines = await tableLines(
    trx,
    orders.map((o) => o.row.id),
  );
  let index = 0;
  const items = orders.flatMap((o) => o.state.items.map((item) => ({ ...item, index: index++ })));
  const even = await liveEvenPayments(trx, { tableId: table.id }, OPEN_ORDER_STATUSES);
  const sum = (f: (s: BillState) => number) => halalas(orders.reduce((n, o) => n + f(o.state), 0));
  return {
    table: { id: table.id, number: q.tableNumber, restaurantId: q.restaurantId },
    orders,
    lines,
    combined: {
      bill: sum((s) => s.bill),
      paid: sum((s) => s.paid),
      reserved: sum((s) => s.reserved),
      evenLive: even.map((p) => ({
        amount: p.amountHalalas,
        peoplePaidFor: p.peoplePaidFor,
        splitTotalPeople: p.splitTotalPeople,
        splitBase: p.splitBaseHalalas,
      })),
      items,
    },
  };
}

/** One payment's part of one order: its amount and, per item, the lines it pays. */
export interface TablePart {
  orderId: number;
  amount: number;
  allocations: ComputedShare['allocations'];
}

/**
 * Spreads a share of the table's bill over its orders: per item, each line's share goes to its order;
 * otherwise oldest order first, each up to what it still has room for (domain allocateAcrossOrders).
 * Every part fits its order (AMOUNT_EXCEEDS_BILL otherwise), so it counts like a direct payment.
 */
export function partsOf(share: ComputedShare, bill: TableBillState): TablePart[] {
  const room = new Map(bill.orders.map((o) => [o.row.id, availableOf(o.state)]));
  if (share.allocations.length > 0) {
    const orderOfItem = new Map(bill.lines.map((l) => [l.id, l.orderId]));
    const parts = new Map<number, TablePart>();
    for (const a of share.allocations) {
      const orderId = orderOfItem.get(a.orderItemId);
      if (orderId === undefined) throw new AppError('SPLIT_INVALID');
      const part = parts.get(orderId) ?? { orderId, amount: 0, allocations: [] };
      part.amount += a.amountHalalas;
      part.allocations.push(a);
      parts.set(orderId, part);
    }
    const list = [...parts.values()].sort((a, b) => a.orderId - b.orderId);
    for (const p of list)
      if (p.amount > (room.get(p.orderId) ?? 0)) throw new AppError('AMOUNT_EXCEEDS_BILL');
    return list.filter((p) => p.amount > 0);
  }
  return allocateAcrossOrders(
    share.amount,
    bill.orders.map((o) => ({ orderId: o.row.id, available: availableOf(o.state) })),
  ).map((p) => ({ orderId: p.orderId, amount: p.amount, allocations: [] }));
}
