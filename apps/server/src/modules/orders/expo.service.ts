import type { ExpoResponse } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { listStations } from '../kitchen-stations';
import { kitchenThresholdsOf } from '../restaurants';
import { openKitchenTickets } from './kitchen-tickets';
import { expoTicket } from './kitchen-view';
import { restaurantDay } from './live-service.repository';

/**
 * GET /api/staff/kitchen/expo: the pass (issue 29 item 2). The whole kitchen's open tickets, oldest first,
 * each with every station's progress, and the age colours' thresholds; the expo sends a ticket out itself
 * (POST /api/staff/orders/:id/bump) when all are done: someone checks the plate, so nothing leaves on the
 * last station's bump alone.
 */
export function getExpo(db: Database, staff: StaffPrincipal): Promise<ExpoResponse['data']> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, async (trx) => {
    const { now } = await restaurantDay(trx, restaurantId);
    const tickets = await openKitchenTickets(trx, restaurantId);
    const stations = await listStations(trx, restaurantId);
    return {
      tickets: tickets.map((ticket) => expoTicket(ticket, stations)),
      stations,
      thresholds: await kitchenThresholdsOf(trx, restaurantId),
      serverTime: now.toISOString(),
    };
  });
}
