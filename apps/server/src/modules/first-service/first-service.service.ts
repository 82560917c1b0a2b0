import { AppError } from '@sufra/domain';
import type { FirstServiceResponseSchema } from '@sufra/domain/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { findFirstServiceFacts, markQrSheetOpened } from './first-service.repository';

type FirstService = z.infer<typeof FirstServiceResponseSchema>['data'];

/**
 * GET /api/staff/first-service (issue 13 item 2): the new owner's checklist, each step read from what
 * really happened: a menu category, a menu item, the QR sheet opened or downloaded by staff, an order
 * (any order placed: a test order is usually cancelled afterwards, it still counts). Not dismissable.
 */
export function getFirstService(db: Database, staff: StaffPrincipal): Promise<FirstService> {
  const restaurantId = staff.restaurantId;
  if (restaurantId === null) throw new AppError('NO_RESTAURANT_SELECTED');
  return inTransaction(db, async (trx) => {
    const facts = await findFirstServiceFacts(trx, restaurantId);
    if (!facts) throw new AppError('RESTAURANT_NOT_FOUND');
    const steps: FirstService['steps'] = [
      { key: 'category', done: Boolean(facts.hasCategory) },
      { key: 'item', done: Boolean(facts.hasItem) },
      { key: 'qrSheet', done: facts.qrSheetOpenedAt !== null },
      { key: 'testOrder', done: Boolean(facts.hasOrder) },
    ];
    return { steps, isComplete: steps.every((step) => step.done) };
  });
}

/** The tables module serves the QR sheet (page or PDF): the checklist's "print the QR sheet" ticks. */
export function recordQrSheetOpened(db: Database, restaurantId: number): Promise<void> {
  return inTransaction(db, (trx) => markQrSheetOpened(trx, restaurantId));
}
