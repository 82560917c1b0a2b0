import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/schema';

/**
 * Who may listen to a diner's stream is the business of the module that owns its subject (a table's QR
 * hash, an order's proof), and platform/ never imports a module: the module lends its check here when it
 * loads. Each check throws the route's AppError (404, 403) when access is refused; the stream asks it
 * again when the bus says the proof may have changed (a rotated hash, a suspension: access-events.ts) and
 * every couple of minutes as the safety net.
 */
export interface StreamAccessChecks {
  /** GET /public/restaurants/:id/tables/:table/events?hash=: the restaurant is open and the hash is the table's. */
  table: (trx: Database, q: { restaurantId: number; tableNumber: number; hash: string }) => Promise<unknown>;
  /**
   * GET /public/orders/:id/events?key=: the request carries the order's proof. Answers its restaurant and
   * its table (null: takeaway), whose rotation withdraws the proof.
   */
  order: (
    trx: Database,
    orderId: string,
    req: FastifyRequest,
  ) => Promise<{ restaurantId: number; tableNumber: number | null }>;
}

const lent: Partial<StreamAccessChecks> = {};

export function lendStreamAccess<K extends keyof StreamAccessChecks>(
  stream: K,
  check: StreamAccessChecks[K],
): void {
  lent[stream] = check;
}

/** The checks, once every stream has one: an app that would open a stream unchecked does not start. */
export function streamAccessChecks(): StreamAccessChecks {
  const { table, order } = lent;
  if (!table || !order) throw new Error('a diner stream has no access check: its module was not loaded');
  return { table, order };
}
