import { AppError, type KitchenThresholds } from '@sufra/domain';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { type EventBus, publishAll } from '../../platform/realtime/event-bus';
import { findKitchenThresholds, updateKitchenThresholds } from './kitchen-settings.repository';

/** The restaurant's kitchen colour thresholds (minutes; 10 and 20 unless it changed them). */
export async function kitchenThresholdsOf(db: Database, restaurantId: number): Promise<KitchenThresholds> {
  const row = await findKitchenThresholds(db, restaurantId);
  if (!row) throw new AppError('RESTAURANT_NOT_FOUND');
  return row;
}

/**
 * PATCH /api/staff/kitchen/settings: new thresholds (the contract checked late > warn; the database checks
 * it again). Every open kitchen screen hears it and recolours its tickets.
 */
export async function setKitchenThresholds(
  ctx: { db: Database; events: EventBus },
  restaurantId: number,
  thresholds: KitchenThresholds,
): Promise<KitchenThresholds> {
  const saved = await inTransaction(ctx.db, async (trx) => {
    const row = await updateKitchenThresholds(trx, restaurantId, thresholds);
    if (!row) throw new AppError('RESTAURANT_NOT_FOUND');
    return row;
  });
  await publishAll(ctx.events, [
    { type: 'kitchen.settings_changed', restaurantId, tableNumber: null, data: { thresholds: saved } },
  ]);
  return saved;
}
