import type { Database } from '../../db/schema';

/** The staff member who placed the order from the console, if one did (and still exists). */
export function findOrderPlacer(trx: Database, publicId: string) {
  return trx
    .selectFrom('orders as o')
    .innerJoin('staffUsers as s', 's.id', 'o.placedByStaffId')
    .select(['s.id', 's.name'])
    .where('o.publicId', '=', publicId)
    .executeTakeFirst();
}
