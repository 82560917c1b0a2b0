import { AppError } from '@sufra/domain';
import type { AuditDetails, StationAuditAction } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/realtime/event-bus';
import { listStationRows, lockStationsOf } from './kitchen-stations.repository';

/*
 * The frame of every station write (issue 29 item 2): one transaction under the restaurant's row lock (the
 * count and the names are checked there, and two managers' writes take turns); every change audited in it;
 * after the commit `kitchen.stations_changed` tells every open display to read again (the kitchen display
 * reads on every `kitchen.*` event). A write that changed nothing publishes nothing.
 */

export interface StationsContext {
  db: Database;
  events: EventBus;
}

export interface StationWriter {
  trx: Database;
  restaurantId: number;
  audit(action: StationAuditAction, subject: string, details: AuditDetails): Promise<void>;
  /** Something changed: the displays are told after the commit. */
  changed(): void;
}

/** One station write: the restaurant locked, `work` run, the event published after the commit if it changed. */
export async function stationWrite<T>(
  ctx: StationsContext,
  staff: StaffPrincipal,
  work: (w: StationWriter) => Promise<T>,
): Promise<T> {
  const restaurantId = restaurantOf(staff);
  let changed = false;
  const { result, stationIds } = await inTransaction(ctx.db, async (trx) => {
    if (!(await lockStationsOf(trx, restaurantId))) throw new AppError('RESTAURANT_NOT_FOUND');
    const result = await work({
      trx,
      restaurantId,
      audit: (action, subject, details) =>
        recordAudit(trx, { restaurantId, actorId: staff.id, action, subject, details }),
      changed: () => {
        changed = true;
      },
    });
    return { result, stationIds: (await listStationRows(trx, restaurantId)).map((s) => s.id) };
  });
  if (changed)
    await ctx.events.publish({
      type: 'kitchen.stations_changed',
      restaurantId,
      tableNumber: null,
      data: { stationIds },
    });
  return result;
}
