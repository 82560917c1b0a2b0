import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What the checklist looks at, in one read: menu categories and items, the QR sheet, any order. */
export async function findFirstServiceFacts(db: Database, restaurantId: number) {
  return db
    .selectFrom('restaurants as r')
    .select((eb) => [
      eb
        .exists(eb.selectFrom('menuCategories').select('id').where('restaurantId', '=', restaurantId))
        .as('hasCategory'),
      eb
        .exists(eb.selectFrom('menuItems').select('id').where('restaurantId', '=', restaurantId))
        .as('hasItem'),
      eb.exists(eb.selectFrom('orders').select('id').where('restaurantId', '=', restaurantId)).as('hasOrder'),
      'r.qrSheetOpenedAt',
    ])
    .where('r.id', '=', restaurantId)
    .executeTakeFirst();
}

/** The first time only: a later opening keeps the first date (and takes no row lock: nothing matches). */
export async function markQrSheetOpened(db: Database, restaurantId: number): Promise<void> {
  await db
    .updateTable('restaurants')
    .set({ qrSheetOpenedAt: sql<Date>`now()` })
    .where('id', '=', restaurantId)
    .where('qrSheetOpenedAt', 'is', null)
    .execute();
}
