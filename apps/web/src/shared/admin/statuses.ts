import type { AdminDemoRequest, AdminRestaurant, ApplicationStatus } from '@sufra/domain/contracts';

// The contract's status lists, as values here: the contracts' modules carry zod, which never reaches the
// browser (only their types do). `satisfies` keeps each list to the contract's words; the test of each
// screen shows every one.

export const APPLICATION_STATUS_LIST = [
  'submitted',
  'under_review',
  'needs_changes',
  'approved',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];

export const DEMO_STATUS_LIST = [
  'new',
  'contacted',
  'closed',
] as const satisfies readonly AdminDemoRequest['status'][];

export const RESTAURANT_STATUS_LIST = [
  'active',
  'suspended',
] as const satisfies readonly AdminRestaurant['status'][];
