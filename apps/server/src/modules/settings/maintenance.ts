import { AppError } from '@sufra/domain';
import type { Database } from '../../db/schema';
import { findMaintenance } from './settings.repository';

export type MaintenanceFacts = NonNullable<Awaited<ReturnType<typeof findMaintenance>>>;

/** The restaurant's status and maintenance switch (the diner's gate reads both in one go). */
export function readMaintenance(db: Database, restaurantId: number) {
  return findMaintenance(db, restaurantId);
}

/**
 * Refuses a diner's new order, added round or payment while the restaurant is in maintenance
 * (RESTAURANT_MAINTENANCE, 409), with the restaurant's own message in both languages: the error's text in
 * the diner's language carries the message in that language (errorMessage), so the diner's screens show
 * it through their error path and need no code of their own for it. A restaurant the platform admin
 * suspended answers RESTAURANT_SUSPENDED (409) first, whatever its maintenance switch.
 */
export async function assertTakingOrders(
  db: Database,
  restaurantId: number,
  /** The restaurant's row as the caller read it in this transaction (restaurants' assertRestaurantOpen). */
  known?: MaintenanceFacts,
): Promise<void> {
  const row = known ?? (await readMaintenance(db, restaurantId));
  if (row?.status === 'suspended') throw new AppError('RESTAURANT_SUSPENDED');
  if (row?.maintenanceMode)
    throw new AppError('RESTAURANT_MAINTENANCE', {
      message: row.maintenanceMessage,
      messageAr: row.maintenanceMessageAr,
    });
}
