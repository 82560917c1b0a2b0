import { AppError, formatAmount, halalas } from '@sufra/domain';
import type { CloseTableResponse } from '@sufra/domain/contracts';
import type { SufraEvent } from '@sufra/domain/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import { closeTableOrders, loadOrderSummary, orderEvent } from '../modules/orders';
import { completeTableSplits, lockTableMoney, ordersPaidAtRestaurant } from '../modules/payments';
import { queueOrderStatusPush } from '../modules/push';
import { requireStaffTable } from '../modules/tables';
import { resolveWaiterCallsOfTable, waiterCallUpdated } from '../modules/waiter-calls';
import { recordAudit } from '../platform/audit/record-audit';
import { inTransaction } from '../platform/db/transaction';
import { type EventBus, publishAll } from '../platform/realtime/event-bus';
import { tableTile } from './table-map.flow';

export interface TablesContext {
  db: Database;
  events: EventBus;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * POST /api/staff/tables/:number/close. Under the row locks of the table's open orders (id order, as every
 * payment path takes them) nothing may remain of their bill (409 TABLE_BILL_UNPAID with the amount). Then,
 * in the same transaction: each order closes (paid_at_rest when money was taken at the restaurant, else
 * completed), the splits end, the calls are resolved and the audit log says who closed it. After the
 * commit the table's phones and the staff screens hear it: the orders' new status, the calls, the table.
 */
export async function closeTable(
  ctx: TablesContext,
  staff: { id: number; restaurantId: number },
  tableNumber: number,
): Promise<CloseTableResponse['data']> {
  const { restaurantId } = staff;
  const done = await inTransaction(ctx.db, async (trx) => {
    const table = await requireStaffTable(trx, restaurantId, tableNumber);
    const bill = await lockTableMoney(trx, table.id);
    if (bill.remaining > 0)
      throw new AppError('TABLE_BILL_UNPAID', {
        remaining: formatAmount(halalas(bill.remaining)),
        remainingHalalas: bill.remaining,
      });
    const ids = bill.orders.map((o) => o.row.id);
    const paidHere = await ordersPaidAtRestaurant(trx, ids);
    const closing = bill.orders.map(({ row }) => ({
      id: row.id,
      status: row.status,
      to: paidHere.has(row.id) ? ('paid_at_rest' as const) : ('completed' as const),
    }));
    await closeTableOrders(trx, closing, staff.id);
    for (const order of closing) await queueOrderStatusPush(trx, order.id, order.to);
    const endedSplits = await completeTableSplits(trx, ids);
    const calls = await resolveWaiterCallsOfTable(trx, restaurantId, table.id);
    await recordAudit(trx, {
      restaurantId,
      actorId: staff.id,
      action: 'table.closed',
      subject: `table:${table.number}`,
      details: {
        table: table.number,
        orders: bill.orders.map((o) => o.row.orderNumber),
        resolvedWaiterCalls: calls.length,
      },
    });
    const orders = await Promise.all(bill.orders.map((o) => loadOrderSummary(trx, o.row.publicId)));
    return {
      table: await tableTile(trx, restaurantId, table),
      closedOrders: orders,
      previous: new Map(closing.map((c, i) => [bill.orders[i]?.row.publicId, c.status])),
      endedSplits,
      calls,
    };
  });
  const events: SufraEvent[] = [
    ...done.closedOrders.map((order) =>
      orderEvent('order.status_changed', order, { previousStatus: done.previous.get(order.id) }),
    ),
    ...done.calls.map((call) => waiterCallUpdated(restaurantId, call)),
    {
      type: 'table.closed',
      restaurantId,
      tableNumber,
      data: { tableNumber, orderIds: done.closedOrders.map((o) => o.id) },
    },
  ];
  try {
    await publishAll(ctx.events, events);
  } catch (err) {
    ctx.log?.warn({ err, tableNumber }, 'table closing events not published');
  }
  return {
    table: done.table,
    closedOrders: done.closedOrders.length,
    endedSplits: done.endedSplits,
    resolvedWaiterCalls: done.calls.length,
  };
}
