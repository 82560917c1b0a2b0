import { AppError } from '@sufra/domain';
import type { AdjustmentResponse, AdjustmentsResponse } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { inTransaction } from '../../platform/db/transaction';
import { lockStaffOrder } from '../orders';
import { type AdjustmentsContext, type FloorStaff, isApprover } from './adjustment-context';
import { answerOf, publishOutcome } from './adjustment-outcome';
import { toLineAdjustment } from './adjustment-view';
import { approveLocked } from './approve-locked';
import {
  decideAdjustment,
  findAdjustment,
  findAdjustmentView,
  findLineByIndex,
  listPending,
  listRecentDecisions,
} from './line-adjustments.repository';

/** GET /api/staff/adjustments: the requests waiting (oldest first) and the last day's decisions. */
export async function listAdjustments(db: Database, staff: FloorStaff): Promise<AdjustmentsResponse['data']> {
  const [pending, decided] = await Promise.all([
    listPending(db, staff.restaurantId),
    listRecentDecisions(db, staff.restaurantId),
  ]);
  return { pending: pending.map(toLineAdjustment), decided: decided.map(toLineAdjustment) };
}

type Decision = 'approve' | 'decline' | 'withdraw';

/**
 * One decision in one transaction. Lock order as every order change: the order's row first (found through
 * the request), then the request's; so two managers approving at once decide one after the other and the
 * second finds it decided (ADJUSTMENT_DECIDED). Another restaurant's request is ADJUSTMENT_NOT_FOUND.
 */
async function decide(
  ctx: AdjustmentsContext,
  staff: FloorStaff,
  id: number,
  decision: Decision,
): Promise<AdjustmentResponse['data']> {
  const answer = await inTransaction(ctx.db, async (trx) => {
    const seen = await findAdjustment(trx, staff.restaurantId, id);
    if (!seen) throw new AppError('ADJUSTMENT_NOT_FOUND');
    const view = await findAdjustmentView(trx, staff.restaurantId, id);
    const order = await lockStaffOrder(trx, staff, view.orderPublicId);
    const request = await findAdjustment(trx, staff.restaurantId, id, { lock: true });
    if (request?.status !== 'requested') throw new AppError('ADJUSTMENT_DECIDED');
    // A waiter withdraws only their own request; deciding is the managers' (the route table says who).
    if (decision === 'withdraw' && !isApprover(staff) && request.requestedByStaffId !== staff.id)
      throw new AppError('FORBIDDEN');
    if (decision === 'approve') {
      const line = await findLineByIndex(trx, order.id, Number(view.line));
      if (!line) throw new AppError('ORDER_LINE_NOT_FOUND');
      const { refund } = await approveLocked(trx, {
        order,
        line: { ...line, adjusted: Number(line.adjusted) },
        adjustment: request,
        deciderId: staff.id,
      });
      return answerOf(trx, staff.restaurantId, { id, order, refund });
    }
    const status = decision === 'decline' ? 'declined' : 'withdrawn';
    await decideAdjustment(trx, id, { status, decidedByStaffId: staff.id });
    await recordAudit(trx, {
      restaurantId: order.restaurantId,
      actorId: staff.id,
      action: decision === 'decline' ? 'adjustment.declined' : 'adjustment.withdrawn',
      subject: `order:${order.publicId}`,
      details: {
        orderNumber: order.orderNumber,
        table: order.tableNumber,
        name: view.itemName,
        nameAr: view.itemNameAr,
        kind: request.kind,
        quantity: request.quantity,
        reason: request.reason,
      },
    });
    return answerOf(trx, staff.restaurantId, { id, order, refund: null });
  });
  await publishOutcome(ctx.events, staff.restaurantId, answer);
  return answer;
}

/** POST /api/staff/adjustments/:id/approve (managers and owners). */
export const approveAdjustment = (ctx: AdjustmentsContext, staff: FloorStaff, id: number) =>
  decide(ctx, staff, id, 'approve');
/** POST /api/staff/adjustments/:id/decline (managers and owners). */
export const declineAdjustment = (ctx: AdjustmentsContext, staff: FloorStaff, id: number) =>
  decide(ctx, staff, id, 'decline');
/** POST /api/staff/adjustments/:id/withdraw (the waiter who asked, or a manager or owner). */
export const withdrawAdjustment = (ctx: AdjustmentsContext, staff: FloorStaff, id: number) =>
  decide(ctx, staff, id, 'withdraw');
