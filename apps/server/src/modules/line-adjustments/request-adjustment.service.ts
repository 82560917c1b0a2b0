import { AppError, assertAdjustable, halalas, roundedDiv, vatBreakdown } from '@sufra/domain';
import type { AdjustmentBody, AdjustmentReason, AdjustmentResponse } from '@sufra/domain/contracts';
import { AdjustmentBodySchema } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { inTransaction } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/realtime/event-bus';
import { lockStaffOrder } from '../orders';
import { getPublicRestaurant } from '../restaurants';
import { type AdjustmentsContext, type FloorStaff, isApprover } from './adjustment-context';
import { type AdjustmentOutcome, answerOf, publishOutcome } from './adjustment-outcome';
import { verifyApprover } from './approval-pin.service';
import { approveLocked } from './approve-locked';
import {
  findLineById,
  findLineByIndex,
  hasOpenRequest,
  insertAdjustment,
  setEstimate,
} from './line-adjustments.repository';

type Body = ReturnType<typeof AdjustmentBodySchema.parse>;

/**
 * What the request would take off, shown to the manager deciding: the line's part for those units, VAT by
 * the restaurant's pricing mode. The approval records the exact figure (the order's totals before and after,
 * the coupon evaluated again).
 */
async function estimate(
  trx: Database,
  restaurantId: number,
  line: { quantity: number; lineTotalHalalas: number },
  units: number,
) {
  const part = roundedDiv(line.lineTotalHalalas, units, line.quantity);
  const { pricingMode } = await getPublicRestaurant(trx, restaurantId);
  const { vat, gross } = vatBreakdown(part, pricingMode);
  return { amount: gross, vat };
}

/**
 * The request and, when decided at once (a manager or owner asking, or a PIN typed), its approval, in ONE
 * transaction under the order's row lock: the request, its audit entry, the approval with new totals,
 * refunds and their audit entry. `decider`: who approves now (null: it waits for a manager).
 */
async function adjustInTransaction(
  trx: Database,
  staff: FloorStaff,
  orderPublicId: string,
  body: Body,
  decider: number | null,
): Promise<AdjustmentOutcome> {
  const order = await lockStaffOrder(trx, staff, orderPublicId);
  const line = await findLineByIndex(trx, order.id, body.line);
  if (!line) throw new AppError('ORDER_LINE_NOT_FOUND');
  const adjusted = Number(line.adjusted);
  assertAdjustable(
    order.status,
    { quantity: line.quantity, lineTotal: halalas(line.lineTotalHalalas), adjusted },
    body.quantity,
  );
  if (await hasOpenRequest(trx, line.id)) throw new AppError('ADJUSTMENT_PENDING');
  const { id } = await insertAdjustment(trx, {
    restaurantId: order.restaurantId,
    orderId: order.id,
    orderItemId: line.id,
    kind: body.kind,
    quantity: body.quantity,
    reason: body.reason,
    note: body.note.trim(),
    requestedByStaffId: staff.id,
  });
  const guess = await estimate(trx, order.restaurantId, line, body.quantity);
  await setEstimate(trx, id, guess.amount, guess.vat);
  await recordAudit(trx, {
    restaurantId: order.restaurantId,
    actorId: staff.id,
    action: 'adjustment.requested',
    subject: `order:${order.publicId}`,
    details: {
      orderNumber: order.orderNumber,
      table: order.tableNumber,
      name: line.name,
      nameAr: line.nameAr,
      kind: body.kind,
      quantity: body.quantity,
      reason: body.reason,
      amount: guess.amount,
    },
  });
  if (decider === null) return { id, order, refund: null };
  const { refund } = await approveLocked(trx, {
    order,
    line: { ...line, adjusted },
    adjustment: { id, kind: body.kind, quantity: body.quantity, reason: body.reason },
    deciderId: decider,
  });
  return { id, order, refund };
}

/**
 * POST /api/staff/orders/:id/adjustments: a void or comp of `quantity` units of a line. A waiter's waits for
 * a manager (adjustment.requested on the staff stream), unless a manager or owner typed their PIN on this
 * device (`approval`: checked before the transaction, throttled); a manager's or owner's is approved at once
 * (the console confirmed it). Another restaurant's order is ORDER_NOT_FOUND.
 */
export async function requestAdjustment(
  ctx: AdjustmentsContext,
  staff: FloorStaff,
  orderPublicId: string,
  body: AdjustmentBody,
): Promise<AdjustmentResponse['data']> {
  const parsed = AdjustmentBodySchema.parse(body);
  const decider = parsed.approval
    ? (await verifyApprover(ctx.db, ctx.pins, staff.restaurantId, parsed.approval)).id
    : isApprover(staff)
      ? staff.id
      : null;
  const answer = await inTransaction(ctx.db, async (trx) => {
    const outcome = await adjustInTransaction(trx, staff, orderPublicId, parsed, decider);
    return answerOf(trx, staff.restaurantId, outcome);
  });
  await publishOutcome(ctx.events, staff.restaurantId, answer);
  return answer;
}

/**
 * Voids `quantity` units of a line now, requested and approved in one transaction by `staffId` (a manager or
 * owner of the restaurant): the one-step void other modules' tests race against (table moves and merges).
 * Same rules, locks, totals, refunds and audit entries as the console's; events go out when `events` is given.
 */
export async function voidLineNow(
  db: Database,
  q: {
    restaurantId: number;
    orderItemId: number;
    quantity: number;
    staffId: number;
    reason?: AdjustmentReason;
    kind?: 'void' | 'comp';
  },
  events?: EventBus,
): Promise<AdjustmentResponse['data']> {
  const staff: FloorStaff = { id: q.staffId, restaurantId: q.restaurantId, role: 'manager', sessionId: 0 };
  const answer = await inTransaction(db, async (trx) => {
    const line = await findLineById(trx, q.orderItemId);
    if (!line || line.restaurantId !== q.restaurantId) throw new AppError('ORDER_LINE_NOT_FOUND');
    const body = AdjustmentBodySchema.parse({
      line: Number(line.index),
      kind: q.kind ?? 'void',
      quantity: q.quantity,
      reason: q.reason ?? 'entered_by_mistake',
    });
    const outcome = await adjustInTransaction(trx, staff, line.publicId, body, q.staffId);
    return answerOf(trx, q.restaurantId, outcome);
  });
  if (events) await publishOutcome(events, q.restaurantId, answer);
  return answer;
}
