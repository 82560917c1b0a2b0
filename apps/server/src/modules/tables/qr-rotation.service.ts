import { AppError } from '@sufra/domain';
import { tableUrl, takeawayUrl } from '../../db/demo-links';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { newQrHash } from '../../platform/crypto/qr-hash';
import { inTransaction } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/realtime/event-bus';
import { getStaffRestaurant } from '../restaurants';
import {
  findTableByNumber,
  listTakeawayPoints,
  setTableHash,
  setTakeawayPointHash,
} from './tables.repository';

/** Who rotates: the owner of the restaurant (the route table's OWNER). */
interface Rotator {
  restaurantId: number;
  staffId: number;
}

/** The audit keeps a hash's last four characters only: enough to tell codes apart, never a usable link. */
const hashEnd = (hash: string) => `…${hash.slice(-4)}`;

/**
 * A table's QR code gets a new hash: the old link stops validating at once, every order read or write
 * with it answers 403. Audited (table.hash_rotated) in the same transaction. After the commit the bus says
 * so (`table.hash_rotated`): every instance asks that table's open streams for their proof again and those
 * opened with the old hash end at once (platform/realtime/access-events.ts; docs/security.md).
 */
export async function rotateTableHash(
  ctx: { db: Database; events: EventBus },
  publicUrl: string,
  by: Rotator,
  tableNumber: number,
) {
  const rotated = await inTransaction(ctx.db, async (trx) => {
    const restaurant = await getStaffRestaurant(trx, by.restaurantId);
    const before = await findTableByNumber(trx, by.restaurantId, tableNumber);
    if (!before) throw new AppError('TABLE_NOT_FOUND');
    const hash = newQrHash();
    const table = await setTableHash(trx, by.restaurantId, tableNumber, hash);
    if (!table) throw new AppError('TABLE_NOT_FOUND');
    await recordAudit(trx, {
      restaurantId: by.restaurantId,
      actorId: by.staffId,
      action: 'table.hash_rotated',
      subject: `table:${table.number}`,
      details: { before: { hash: hashEnd(before.hash) }, after: { hash: hashEnd(hash) } },
    });
    return { number: table.number, url: tableUrl(publicUrl, restaurant.slug, table.number, hash) };
  });
  // Never the hash itself: staff streams hear every event of their restaurant, and the logs keep them.
  await ctx.events.publish({
    type: 'table.hash_rotated',
    restaurantId: by.restaurantId,
    tableNumber: rotated.number,
    data: { tableNumber: rotated.number },
  });
  return rotated;
}

/**
 * Every takeaway point of the restaurant gets a new hash: the old counter QR places no more orders. Orders
 * already placed keep opening with their own secrets, which never depended on the counter's hash.
 * Audited per point (takeaway_point.hash_rotated).
 */
export function rotateTakeawayHashes(db: Database, publicUrl: string, by: Rotator) {
  return inTransaction(db, async (trx) => {
    const restaurant = await getStaffRestaurant(trx, by.restaurantId);
    const points = await listTakeawayPoints(trx, by.restaurantId);
    if (points.length === 0) throw new AppError('TAKEAWAY_NOT_FOUND');
    const rotated: { id: number; url: string }[] = [];
    for (const point of points) {
      const hash = newQrHash();
      await setTakeawayPointHash(trx, point.id, hash);
      await recordAudit(trx, {
        restaurantId: by.restaurantId,
        actorId: by.staffId,
        action: 'takeaway_point.hash_rotated',
        subject: `takeaway_point:${point.id}`,
        details: { before: { hash: hashEnd(point.hash) }, after: { hash: hashEnd(hash) } },
      });
      rotated.push({ id: point.id, url: takeawayUrl(publicUrl, restaurant.slug, hash) });
    }
    return rotated;
  });
}
