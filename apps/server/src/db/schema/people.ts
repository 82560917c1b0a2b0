import type { StaffRole } from '@sufra/domain/contracts';
import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, LanguageColumn, NullableTimestamp, Timestamp } from './columns';

// Staff and their sessions; what diners leave behind: ratings and waiter calls.

export interface StaffUsersTable {
  id: Generated<number>;
  restaurantId: number | null;
  email: string;
  name: Defaulted<string>;
  passwordHash: string;
  /** owner, manager, waiter, kitchen, or a platform admin (migration 0021; `staff` became `waiter`). */
  role: StaffRole;
  isActive: Defaulted<boolean>;
  lastLoginAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0039: a manager's or owner's PIN to approve voids and comps on a waiter's device. */
  approvalPinHash: Defaulted<string | null>;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staffUserId: number;
  tokenHash: string;
  userAgent: Defaulted<string>;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  lastSeenAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** One-use tickets that open a staff event stream (migration 0017); only the ticket's digest is kept. */
export interface StaffStreamTicketsTable {
  id: Generated<number>;
  sessionId: number;
  ticketHash: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/**
 * An invitation to join a restaurant's staff (migration 0021), or the platform's admins (role `admin`, no
 * restaurant: migration 0028); the token's digest is set when the mail goes.
 */
export interface StaffInvitesTable {
  id: Generated<number>;
  restaurantId: number | null;
  email: string;
  name: Defaulted<string>;
  role: StaffRole;
  language: Defaulted<LanguageColumn>;
  tokenHash: string | null;
  invitedByStaffId: number | null;
  expiresAt: Timestamp;
  acceptedAt: NullableTimestamp;
  acceptedStaffUserId: number | null;
  revokedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** A single-use password-reset link (migration 0021); only the token's digest is kept. */
export interface StaffPasswordResetsTable {
  id: Generated<number>;
  staffUserId: number;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

export interface RatingsTable {
  id: Generated<number>;
  restaurantId: number;
  orderId: number | null;
  foodAndDrinks: number;
  service: number;
  ambience: number;
  valueForMoney: number;
  paymentExperience: number;
  comment: Defaulted<string>;
  name: string | null;
  email: string | null;
  phone: string | null;
  preferredContact: Defaulted<'phone' | 'email' | 'none'>;
  createdAt: CreatedAt;
}

export interface WaiterCallsTable {
  id: Generated<number>;
  restaurantId: number;
  tableId: number;
  status: Defaulted<'open' | 'acknowledged' | 'resolved'>;
  acknowledgedAt: NullableTimestamp;
  resolvedAt: NullableTimestamp;
  createdAt: CreatedAt;
  /** Optional note from the diner (migration 0006). */
  reason: Defaulted<string>;
}
