import type { OrderStatus } from '@sufra/domain';
import type { BoardResponse } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { boardOrder } from './board-view';
import { listServiceOrders, restaurantDay } from './live-service.repository';
import { loadOrderFacts } from './order-view';

/** Orders still being served: they stay on the screens past midnight until someone closes them. */
export const SERVICE_OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready'];

/**
 * GET /api/staff/orders/board: today's orders (the restaurant's day) and the open ones from before, oldest
 * first, each with its lines, notes and bill: everything a card shows, in one read (a handful of queries
 * whatever the number of orders). Also the catch-up read after a reconnect.
 */
export function getOrderBoard(db: Database, staff: StaffPrincipal): Promise<BoardResponse['data']> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, async (trx) => {
    const { day, now } = await restaurantDay(trx, restaurantId);
    const rows = await listServiceOrders(trx, { restaurantId, open: SERVICE_OPEN_STATUSES });
    const facts = await loadOrderFacts(trx, rows);
    return {
      orders: facts.map((f) => boardOrder(f, staff.role)),
      day,
      serverTime: now.toISOString(),
    };
  });
}
