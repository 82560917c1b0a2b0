import { tableState } from '@sufra/domain';
import type { StaffTable, StaffTableDetail, WaiterCall } from '@sufra/domain/contracts';
import type { Database } from '../db/schema';
import { openTableOrders, type TableOrderRow, tableOrderSummaries } from '../modules/orders';
import {
  moneyOfOrders,
  type OrderMoney,
  openSplitCountsByTable,
  tablePayments,
  tableSplits,
} from '../modules/payments';
import { OPEN_ORDER_STATUSES, requireStaffTable, restaurantTables, type TableRow } from '../modules/tables';
import { openWaiterCalls } from '../modules/waiter-calls';
import { inTransaction } from '../platform/db/transaction';

/**
 * The staff's table map (issue 11 item 4): each table's live state from its open orders (the ones that hold
 * its capacity and that its bill pays), their money and splits, and its calls nobody has answered yet.
 */

type Table = Pick<TableRow, 'id' | 'number' | 'capacity' | 'status'>;

function tileOf(
  table: Table,
  orders: TableOrderRow[],
  money: Map<number, OrderMoney>,
  pendingSplitCount: number,
  waiterCalls: WaiterCall[],
): StaffTable {
  const sum = (f: (m: OrderMoney) => number) =>
    orders.reduce(
      (n, o) => n + f(money.get(o.id) ?? { bill: 0, paid: 0, reserved: 0, remaining: 0, available: 0 }),
      0,
    );
  const bill = {
    total: sum((m) => m.bill),
    paid: sum((m) => m.paid),
    remaining: sum((m) => m.remaining),
    inProgress: sum((m) => Math.min(m.reserved, m.remaining)),
  };
  const since = orders.reduce<Date | null>((d, o) => (d === null || o.createdAt < d ? o.createdAt : d), null);
  return {
    number: table.number,
    capacity: table.capacity,
    status: table.status,
    state: tableState({
      orderStatuses: orders.map((o) => o.status),
      paid: bill.paid,
      remaining: bill.remaining,
      inProgress: bill.inProgress,
      pendingSplits: pendingSplitCount,
    }),
    since: since ? since.toISOString() : null,
    orderCount: orders.length,
    bill,
    pendingSplitCount,
    waiterCalls,
  };
}

/** The tile of one table, read inside the caller's transaction (after recording money, or closing). */
export async function tableTile(trx: Database, restaurantId: number, table: Table): Promise<StaffTable> {
  const orders = await openTableOrders(trx, {
    restaurantId,
    tableId: table.id,
    statuses: OPEN_ORDER_STATUSES,
  });
  const [money, splits, calls] = await Promise.all([
    moneyOfOrders(trx, orders),
    openSplitCountsByTable(trx, restaurantId),
    openWaiterCalls(trx, restaurantId, table.id),
  ]);
  return tileOf(table, orders, money, splits.get(table.id) ?? 0, calls);
}

/** GET /api/staff/tables: every table of the caller's restaurant, by number. */
export function listStaffTables(db: Database, restaurantId: number): Promise<StaffTable[]> {
  return inTransaction(db, async (trx) => {
    const tables = await restaurantTables(trx, restaurantId);
    const orders = await openTableOrders(trx, { restaurantId, statuses: OPEN_ORDER_STATUSES });
    const [money, splits, calls] = await Promise.all([
      moneyOfOrders(trx, orders),
      openSplitCountsByTable(trx, restaurantId),
      openWaiterCalls(trx, restaurantId),
    ]);
    return tables.map((table) =>
      tileOf(
        table,
        orders.filter((o) => o.tableId === table.id),
        money,
        splits.get(table.id) ?? 0,
        calls.filter((c) => c.tableNumber === table.number),
      ),
    );
  });
}

/** GET /api/staff/tables/:number: the tile, its open orders, who paid what, its splits in progress. */
export function getStaffTable(
  db: Database,
  restaurantId: number,
  tableNumber: number,
): Promise<StaffTableDetail> {
  return inTransaction(db, async (trx) => {
    const table = await requireStaffTable(trx, restaurantId, tableNumber);
    const orders = await openTableOrders(trx, {
      restaurantId,
      tableId: table.id,
      statuses: OPEN_ORDER_STATUSES,
    });
    const [money, splits, calls, summaries, payments, pendingSplits] = await Promise.all([
      moneyOfOrders(trx, orders),
      openSplitCountsByTable(trx, restaurantId),
      openWaiterCalls(trx, restaurantId, table.id),
      tableOrderSummaries(trx, orders),
      tablePayments(trx, { orderIds: orders.map((o) => o.id) }),
      tableSplits(trx, table.id),
    ]);
    const tile = tileOf(table, orders, money, splits.get(table.id) ?? 0, calls);
    return {
      ...tile,
      orders: summaries.map((summary, i) => {
        const m = money.get(orders[i]?.id ?? 0);
        return {
          ...summary,
          remainingAmount: m?.remaining ?? 0,
          inProgressAmount: Math.min(m?.reserved ?? 0, m?.remaining ?? 0),
        };
      }),
      payments,
      pendingSplits,
    };
  });
}
