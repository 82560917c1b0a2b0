import { AppError, KITCHEN_STATUSES } from '@sufra/domain';
import type { KitchenTicket } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { stationsOfDishes } from '../kitchen-stations';
import { kitchenTicket } from './kitchen-view';
import { listServiceOrders } from './live-service.repository';
import { findOrderByPublicId, listOrderItems, type OrderItemRow, type OrderRow } from './orders.repository';

/** The tickets of these orders, each line with its dish's station as routed now. */
async function ticketsOf(trx: Database, restaurantId: number, rows: OrderRow[]): Promise<KitchenTicket[]> {
  const lines = await listOrderItems(
    trx,
    rows.map((r) => r.id),
  );
  const dishes = lines.flatMap((l) => (l.menuItemId === null ? [] : [l.menuItemId]));
  const stations = await stationsOfDishes(trx, restaurantId, dishes);
  const linesOf = new Map<number, OrderItemRow[]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  return rows.map((row) => kitchenTicket(row, linesOf.get(row.id) ?? [], stations));
}

/** Every open ticket of the restaurant, oldest first: what the whole kitchen and the expo show. */
export async function openKitchenTickets(trx: Database, restaurantId: number): Promise<KitchenTicket[]> {
  const rows = await listServiceOrders(trx, { restaurantId, open: KITCHEN_STATUSES, only: KITCHEN_STATUSES });
  return ticketsOf(trx, restaurantId, rows);
}

/** One order's ticket as it is now (a bump's or a recall's answer). */
export async function ticketOf(trx: Database, publicId: string): Promise<KitchenTicket> {
  const row = await findOrderByPublicId(trx, publicId);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const [ticket] = await ticketsOf(trx, row.restaurantId, [row]);
  if (!ticket) throw new AppError('ORDER_NOT_FOUND');
  return ticket;
}
