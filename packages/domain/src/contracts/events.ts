/**
 * The live events (Server-Sent Events), defined once for the server's bus and every screen that listens.
 * Zod-free: the browser imports it (`@sufra/domain/events`). Each event is a hint to refetch: its `data`
 * is a digest, and a stream that was down is caught up by refetching, never by replaying events.
 */
export const SUFRA_EVENT_TYPES = [
  'order.created',
  'order.updated',
  'order.status_changed',
  'waiter.called',
  'pending_payment.updated',
  // A waiter call was acknowledged or resolved: data { waiterCall: { id, status, acknowledgedAt } }.
  'waiter_call.updated',
  // Staff closed the table (its bill paid, its orders closed): data { tableNumber, orderIds }.
  'table.closed',
  // Staff moved the table's party to a free table (issue 29 item 4): data { fromTable, toTable }, on the
  // table moved from. Its phones follow (the public follow read); a new scan there starts a fresh table.
  'table.moved',
  // Staff merged a table's bill into another's: data { fromTable, toTable }, on both tables.
  'table.merged',
  // Staff split a merged table back: data { fromTable, toTable } (toTable: the table returned to), on both.
  'table.unmerged',
  // The kitchen marked a line done or not done: data { id, orderNumber, index, bumped }.
  'kitchen.item_bumped',
  // The kitchen's colour thresholds changed: data { thresholds }.
  'kitchen.settings_changed',
  // The kitchen's stations or their routing changed: data { stationIds }. Station displays and the expo read again.
  'kitchen.stations_changed',
  // A cash shift opened or closed (the end-of-day close): data { shiftId, status }. The close screen reads again.
  'shift.changed',
  // A ticket printer answered differently (online, offline, out of paper), or was added, changed or removed:
  // data { printerId, status }. The printers page and the kitchen display's banner read again.
  'printer.status_changed',
  // A print job ended: data { printerId, jobId, kind, status: 'printed' | 'failed' } (the test page's answer).
  'printer.job_done',
  // A void or comp was asked for (staff only): data { id, orderNumber }. Managers' approvals screens read again.
  'adjustment.requested',
  // A void or comp was approved, declined or withdrawn (staff only): data { id, status }.
  'adjustment.decided',
  // Staff sessions ended (deactivation, revocation, new password): data { sessionIds }; their streams close.
  'staff.access_revoked',
  // The restaurant's settings changed (Settings screen): data { section: 'profile' | 'operations', maintenanceMode }.
  'restaurant.settings_changed',
  // The menu changed (menu editor): data { menuVersion }. Diners' open menus refetch (ETag) without a reload.
  'menu.updated',
  // A diner rated a visit (staff only): data { id, orderNumber }. The Ratings screen reads its list again.
  'rating.created',
  // The platform admin suspended or reactivated the restaurant: data { status }. Every diner stream of the
  // restaurant hears it and refetches (a suspended one answers RESTAURANT_SUSPENDED); staff streams stay.
  'restaurant.status_changed',
  // The owner rotated a table's QR code: data { tableNumber }. Not for the table's phones: every instance
  // asks that table's open streams for their proof again at once, and those opened with the old code end.
  'table.hash_rotated',
] as const;
export type SufraEventType = (typeof SUFRA_EVENT_TYPES)[number];

/**
 * What a table's phones (and one order's stream) hear. Never a new waiter call (its note is for the staff);
 * only that a call was seen (`waiter_call.updated`, a digest without the note) and that the table closed.
 */
export const TABLE_EVENT_TYPES = [
  'order.created',
  'order.updated',
  'order.status_changed',
  'pending_payment.updated',
  'waiter_call.updated',
  'table.closed',
  'table.moved',
  'table.merged',
  'table.unmerged',
  'menu.updated',
  'restaurant.status_changed',
] as const satisfies readonly SufraEventType[];

/** One event, as published on the bus and sent as one SSE message (`event:` is its type). */
export interface SufraEvent {
  type: SufraEventType;
  restaurantId: number;
  tableNumber: number | null;
  /** The order's public uuid, when the event is about one order. */
  orderId?: string;
  data: unknown;
}
