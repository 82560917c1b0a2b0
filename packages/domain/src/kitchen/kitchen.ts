import { canTransition, type OrderStatus } from '../orders/order-status';

/*
 * The kitchen display and the takeaway queue (issue 11 items 3 and 5; docs/decisions.md "The live
 * service: board, kitchen display, takeaway queue"). Pure: the server loads the tickets and calls these,
 * and the web may call the same ones (the colour of a ticket, say) without asking the server.
 */

/**
 * The orders the kitchen still has to make, each one ticket. A placed order (`pending`) is one: the issue's
 * journey goes from the diner's tap straight to the kitchen display, with nobody confirming in between; a
 * waiter's confirmation stays a step of the board, not a gate in front of the kitchen.
 */
export const KITCHEN_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
] as const satisfies readonly OrderStatus[];

export function isKitchenTicket(status: OrderStatus): boolean {
  return (KITCHEN_STATUSES as readonly OrderStatus[]).includes(status);
}

export interface KitchenThresholds {
  /** A ticket at least this many minutes old shows the warning colour. */
  warnMinutes: number;
  /** … and at least this many, the late colour. Always more than warnMinutes. */
  lateMinutes: number;
}

/** The defaults (a restaurant changes them in its kitchen settings). */
export const DEFAULT_KITCHEN_THRESHOLDS: KitchenThresholds = { warnMinutes: 10, lateMinutes: 20 };
export const MAX_KITCHEN_WARN_MINUTES = 240;
export const MAX_KITCHEN_LATE_MINUTES = 480;

export type TicketColour = 'fresh' | 'warn' | 'late';

/** A ticket's colour by its age in milliseconds (placed at, now - placed at); a clock behind counts as 0. */
export function ticketColour(ageMs: number, t: KitchenThresholds): TicketColour {
  const minutes = Math.max(0, ageMs) / 60_000;
  if (minutes >= t.lateMinutes) return 'late';
  if (minutes >= t.warnMinutes) return 'warn';
  return 'fresh';
}

/** The way an order goes forward when nothing goes wrong (cancelling is not a step of it). */
const FORWARD: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'completed'];

/**
 * The statuses an order passes through to get from `from` to `to` going forward, each one a move the
 * transition rules allow: [] when it is there already, null when `to` is behind it or off the way (a
 * cancelled order, paid at the restaurant). The kitchen's work implies the steps before it: bumping a
 * placed ticket confirms it, starts it and finishes it, and the status history records each step.
 */
export function forwardSteps(from: OrderStatus, to: OrderStatus): OrderStatus[] | null {
  const start = FORWARD.indexOf(from);
  const end = FORWARD.indexOf(to);
  if (start < 0 || end < 0 || end < start) return null;
  const steps = FORWARD.slice(start + 1, end + 1);
  let at = from;
  for (const step of steps) {
    if (!canTransition(at, step)) return null;
    at = step;
  }
  return steps;
}

/** Whether `status` is at or past `target` on the forward way (a second bump of a ticket changes nothing). */
export function isAtOrPast(status: OrderStatus, target: OrderStatus): boolean {
  const at = FORWARD.indexOf(status);
  const goal = FORWARD.indexOf(target);
  return at >= 0 && goal >= 0 && at >= goal;
}

/**
 * The takeaway queue's stages. Picked up is the spec's `completed` (a takeaway order in ready "shows as
 * ready for pickup"; collecting it completes it), so the queue needs no status of its own.
 */
export const TAKEAWAY_STAGES = ['placed', 'preparing', 'ready', 'picked_up'] as const;
export type TakeawayStage = (typeof TAKEAWAY_STAGES)[number];

/** The stage a takeaway order stands at; null for a cancelled one (not in the queue). */
export function takeawayStageOf(status: OrderStatus): TakeawayStage | null {
  switch (status) {
    case 'pending':
    case 'confirmed':
      return 'placed';
    case 'preparing':
      return 'preparing';
    case 'ready':
      return 'ready';
    case 'completed':
    case 'paid_at_rest':
      return 'picked_up';
    case 'cancelled':
      return null;
  }
}

/** The status a move to a stage sets (placed is where an order starts; nothing moves back to it). */
export const TAKEAWAY_STAGE_STATUS = {
  preparing: 'preparing',
  ready: 'ready',
  picked_up: 'completed',
} as const satisfies Record<Exclude<TakeawayStage, 'placed'>, OrderStatus>;
