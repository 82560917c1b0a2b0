import type { SufraEvent } from '@sufra/domain/events';
import type { ProofChecks } from './sse';

/** The topic of a table's QR proof: its streams and its orders' streams (see StreamProof.topics). */
export const tableTopic = (restaurantId: number, tableNumber: number) =>
  `table:${restaurantId}:${tableNumber}`;
/** The topic of a restaurant's diner proofs: suspension closes the restaurant to its tables' phones. */
export const restaurantTopic = (restaurantId: number) => `restaurant:${restaurantId}`;
/** The topic of a staff session's proof. */
export const sessionTopic = (sessionId: number) => `session:${sessionId}`;

function sessionIdsOf(data: unknown): number[] {
  const ids = (data as { sessionIds?: unknown } | null)?.sessionIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

/**
 * The bus events that withdraw a stream's access, heard by every instance (LISTEN/NOTIFY with PostgreSQL),
 * each ending exactly the streams whose proof they concern, at once:
 * - `table.hash_rotated`: the table's proofs (its hash streams, its orders' streams) are asked again now;
 *   those opened with the old hash fail and end, one opened meanwhile with the new hash stays.
 * - `restaurant.status_changed`: the restaurant's table proofs are asked again (a suspended one fails).
 * - `staff.access_revoked`: those sessions are gone (revoked, signed out, deactivated, a new password);
 *   their streams end without a question.
 * Other events change no one's access. The periodic re-check stays as the safety net (sse.ts).
 */
export function withdrawAccess(checks: ProofChecks, event: SufraEvent): void {
  if (event.type === 'table.hash_rotated' && event.tableNumber !== null)
    checks.recheck(tableTopic(event.restaurantId, event.tableNumber));
  else if (event.type === 'restaurant.status_changed') checks.recheck(restaurantTopic(event.restaurantId));
  else if (event.type === 'staff.access_revoked')
    for (const id of sessionIdsOf(event.data)) checks.end(sessionTopic(id));
}
