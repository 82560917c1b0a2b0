import type { EventBus } from '../../platform/realtime/event-bus';

/**
 * Ending a staff member's open event streams the moment their sessions end (deactivation, a revoked
 * session, signing out, a new password), not at the stream's next periodic re-check. The service publishes
 * `staff.access_revoked` with the ended session ids after its commit; every instance hears it on the bus
 * (LISTEN/NOTIFY with PostgreSQL) and ends the streams it holds for those sessions
 * (platform/realtime/access-events.ts). The re-check stays as the safety net (a lost notification).
 */
export async function publishAccessRevoked(
  bus: EventBus,
  restaurantId: number | null,
  sessionIds: readonly number[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await bus.publish({
    type: 'staff.access_revoked',
    // A platform admin has no restaurant; 0 is no restaurant's id (only admins' streams hear it).
    restaurantId: restaurantId ?? 0,
    tableNumber: null,
    data: { sessionIds: [...sessionIds] },
  });
}
