/** Spec section 4: statuses seen, stored as received. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'paid_at_rest',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TYPES = ['table', 'takeaway'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The welcome screen's "active order" filter, exactly as the spec words it. */
const NOT_ACTIVE: ReadonlySet<OrderStatus> = new Set(['completed', 'cancelled', 'confirmed', 'paid_at_rest']);
export function isActiveOrder(status: OrderStatus): boolean {
  return !NOT_ACTIVE.has(status);
}

/**
 * Allowed status changes. The spec says "Transitions between statuses: not shown"; this is OUR rule:
 *
 *   from \ to   | confirmed | preparing | ready | completed | cancelled
 *   pending     |    yes    |           |       |           |    yes
 *   confirmed   |           |    yes    |       |           |    yes
 *   preparing   |           |           |  yes  |           |    yes
 *   ready       |           |           |       |    yes    |
 *   completed, cancelled, paid_at_rest: final, nothing leaves them.
 *
 * A ready order is no longer cancellable (the food is made); paid_at_rest is set when the bill is
 * settled at the counter, never through this workflow. Staying in the same status is not a transition.
 */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
  paid_at_rest: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

/** The steps a progress tracker shows, in order. */
export const ORDER_PROGRESS: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'completed',
];
