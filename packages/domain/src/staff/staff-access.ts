import type { RestaurantRole, StaffRole } from '../contracts/roles';
import type { ErrorCode } from '../error-codes';
import type { OrderStatus } from '../orders/order-status';

/**
 * The rules of who may do what to whom among a restaurant's staff (issue 11; the table is in
 * docs/decisions.md, "Staff roles and what each may do"). Which ROUTES a role may call is the route table
 * (contracts/routes.ts); these are the finer rules inside a route.
 */

/** A password is at least this long (NIST SP 800-63B's floor is 8; a phrase of 10 is easy to remember). */
export const MIN_PASSWORD_LENGTH = 10;
/** Long enough for any pass phrase, short enough that scrypt never sees megabytes. */
export const MAX_PASSWORD_LENGTH = 200;

/**
 * The statuses each role may move an order to (the transition rules apply on top). The kitchen starts and
 * finishes the cooking; a waiter moves an order along but does not cancel it, since cancelling a paid
 * order refunds money, which is the owner's or the manager's call.
 */
const ORDER_MOVES: Record<StaffRole, 'any' | readonly OrderStatus[]> = {
  owner: 'any',
  manager: 'any',
  admin: 'any',
  waiter: ['confirmed', 'preparing', 'ready', 'completed', 'paid_at_rest'],
  kitchen: ['preparing', 'ready'],
};

export function mayMoveOrderTo(role: StaffRole, status: OrderStatus): boolean {
  const moves = ORDER_MOVES[role];
  return moves === 'any' || moves.includes(status);
}

/**
 * Whether `actor` may give `role` (invite with it, promote to it) and change the access of someone who
 * holds it: an owner any role, a manager every role but owner, nobody else any.
 */
export function mayManageRole(actor: StaffRole, role: RestaurantRole): boolean {
  if (actor === 'owner') return true;
  if (actor === 'manager') return role !== 'owner';
  return false;
}

export interface StaffMemberAccess {
  id: number;
  role: RestaurantRole;
  isActive: boolean;
}

export interface AccessChange {
  role?: RestaurantRole | undefined;
  isActive?: boolean | undefined;
}

/**
 * Why `actor` may not make `change` to `target`'s access, or null when it may. `otherActiveOwners` counts
 * the restaurant's active owners besides the target (read under a lock: two owners demoting each other at
 * once must not leave the restaurant without one). Nobody demotes or deactivates themselves; a manager
 * never touches an owner or makes one; the last active owner stays an active owner.
 */
export function accessChangeRefusal(
  actor: { id: number; role: StaffRole },
  target: StaffMemberAccess,
  change: AccessChange,
  otherActiveOwners: number,
): ErrorCode | null {
  const changesRole = change.role !== undefined && change.role !== target.role;
  const deactivates = change.isActive === false && target.isActive;
  if (actor.id === target.id && (changesRole || deactivates)) return 'OWN_ACCESS_UNCHANGEABLE';
  if (!mayManageRole(actor.role, target.role)) return 'ROLE_NOT_ALLOWED';
  if (change.role !== undefined && !mayManageRole(actor.role, change.role)) return 'ROLE_NOT_ALLOWED';
  const staysActiveOwner = (change.role ?? target.role) === 'owner' && (change.isActive ?? target.isActive);
  if (target.role === 'owner' && target.isActive && !staysActiveOwner && otherActiveOwners === 0)
    return 'LAST_OWNER';
  return null;
}
