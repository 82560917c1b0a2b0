import { sql } from 'kysely';
import type { Database } from '../../db/schema';

export function findKitchenThresholds(db: Database, restaurantId: number) {
  return db
    .selectFrom('restaurants')
    .select(['kitchenWarnMinutes as warnMinutes', 'kitchenLateMinutes as lateMinutes'])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
}

export function updateKitchenThresholds(
  db: Database,
  restaurantId: number,
  t: { warnMinutes: number; lateMinutes: number },
) {
  return db
    .updateTable('restaurants')
    .set({
      kitchenWarnMinutes: t.warnMinutes,
      kitchenLateMinutes: t.lateMinutes,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', restaurantId)
    .returning(['kitchenWarnMinutes as warnMinutes', 'kitchenLateMinutes as lateMinutes'])
    .executeTakeFirst();
}
