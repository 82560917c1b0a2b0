import { AppError } from '@sufra/domain';
import type { ApprovalPinBody, ApproversResponse } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { createHashingQueue, type HashingQueue } from '../../platform/auth/hashing-queue';
import { createLoginThrottle, type LoginThrottle } from '../../platform/auth/login-throttle';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { inTransaction } from '../../platform/db/transaction';
import type { FloorStaff } from './adjustment-context';
import { findApprover, hasPin, listApprovers, setPinHash } from './line-adjustments.repository';

/**
 * What stands between PIN guessing and an approval: the login's backoff per approver (five free misses,
 * then doubling waits) and its bounded hashing queue. A PIN is hashed like a password (scrypt), so a
 * stolen database row does not give it away.
 */
export interface PinGuard {
  throttle: LoginThrottle;
  hashing: HashingQueue;
}

export function createPinGuard(maxWaitMs?: number): PinGuard {
  return { throttle: createLoginThrottle(), hashing: createHashingQueue(undefined, undefined, maxWaitMs) };
}

/** GET /api/staff/adjustments/approvers: who can approve on this device, and whether the caller has a PIN. */
export async function getApprovers(db: Database, staff: FloorStaff): Promise<ApproversResponse['data']> {
  const [approvers, own] = await Promise.all([listApprovers(db, staff.restaurantId), hasPin(db, staff.id)]);
  return { approvers, hasOwnPin: own };
}

/**
 * The manager or owner whose PIN was typed on a waiter's device, or APPROVAL_PIN_WRONG (whether the person
 * exists, has a PIN, or typed it wrong: one answer). Throttled per approver: RATE_LIMITED with the wait.
 */
export async function verifyApprover(
  db: Database,
  guard: PinGuard,
  restaurantId: number,
  approval: { approverId: number; pin: string },
): Promise<{ id: number; name: string }> {
  const key = `${restaurantId}:${approval.approverId}`;
  const wait = guard.throttle.waitMs(key);
  if (wait > 0) throw new AppError('RATE_LIMITED', { seconds: Math.ceil(wait / 1000) });
  const approver = await findApprover(db, restaurantId, approval.approverId);
  const stored = approver?.approvalPinHash ?? null;
  const valid = stored !== null && (await guard.hashing.run(() => verifyPassword(approval.pin, stored)));
  if (!approver || !valid) {
    guard.throttle.failed(key);
    throw new AppError('APPROVAL_PIN_WRONG');
  }
  guard.throttle.succeeded(key);
  return { id: approver.id, name: approver.name };
}

/** PUT /api/staff/me/approval-pin: a manager or owner sets or changes their own PIN (audited, never shown). */
export async function setApprovalPin(
  db: Database,
  guard: PinGuard,
  staff: FloorStaff,
  body: ApprovalPinBody,
): Promise<void> {
  const hash = await guard.hashing.run(() => hashPassword(body.pin));
  await inTransaction(db, async (trx) => {
    await setPinHash(trx, staff.id, hash);
    await recordAudit(trx, {
      restaurantId: staff.restaurantId,
      actorId: staff.id,
      action: 'approval_pin.set',
      subject: `staff_user:${staff.id}`,
    });
  });
}
