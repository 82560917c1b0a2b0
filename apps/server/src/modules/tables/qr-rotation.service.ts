import { AppError } from '@sufra/domain';
import { tableUrl, takeawayUrl } from '../../db/demo-links';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { getPublicRestaurant } from '../restaurants/restaurants.service';
import { newQrHash } from './qr-hash';
import { listTakeawayPoints, setTableHash, setTakeawayPointHash } from './tables.repository';

/**
 * A table's QR code gets a new hash: the old link stops validating at once, every order read or write
 * with it answers 403, and the streams opened with it end at their next check (docs/security.md).
 */
export function rotateTableHash(db: Database, publicUrl: string, restaurantId: number, tableNumber: number) {
  return inTransaction(db, async (trx) => {
    const restaurant = await getPublicRestaurant(trx, restaurantId);
    const hash = newQrHash();
    const table = await setTableHash(trx, restaurantId, tableNumber, hash);
    if (!table) throw new AppError('TABLE_NOT_FOUND');
    return { number: table.number, url: tableUrl(publicUrl, restaurant.slug, table.number, hash) };
  });
}

/**
 * Every takeaway point of the restaurant gets a new hash: the old counter QR places no more orders. Orders
 * already placed keep opening with their own secrets, which never depended on the counter's hash.
 */
export function rotateTakeawayHashes(db: Database, publicUrl: string, restaurantId: number) {
  return inTransaction(db, async (trx) => {
    const restaurant = await getPublicRestaurant(trx, restaurantId);
    const points = await listTakeawayPoints(trx, restaurantId);
    if (points.length === 0) throw new AppError('TAKEAWAY_NOT_FOUND');
    const rotated: { id: number; url: string }[] = [];
    for (const point of points) {
      const hash = newQrHash();
      await setTakeawayPointHash(trx, point.id, hash);
      rotated.push({ id: point.id, url: takeawayUrl(publicUrl, restaurant.slug, hash) });
    }
    return rotated;
  });
}
