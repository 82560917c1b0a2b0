import { mayMoveOrderTo, TAKEAWAY_STAGE_STATUS, type TakeawayStage, takeawayStageOf } from '@sufra/domain';
import type { StaffRole, TakeawayOrder } from '@sufra/domain/contracts';

export type ForwardStage = Exclude<TakeawayStage, 'placed'>;

const NEXT: Record<TakeawayStage, ForwardStage | null> = {
  placed: 'preparing',
  preparing: 'ready',
  ready: 'picked_up',
  picked_up: null,
};

/**
 * The one move the queue offers on a card: the next stage, when this role may set the status it means (the
 * kitchen starts and finishes cooking, it does not hand orders over). Null: nothing to do here.
 */
export function nextStageFor(order: Pick<TakeawayOrder, 'status'>, role: StaffRole): ForwardStage | null {
  const stage = takeawayStageOf(order.status);
  const next = stage ? NEXT[stage] : null;
  return next && mayMoveOrderTo(role, TAKEAWAY_STAGE_STATUS[next]) ? next : null;
}

/**
 * Handing over an order whose bill is not settled is allowed (the customer may pay at the counter), but
 * never by accident: the queue asks first, with the amount still owed.
 */
export function needsPaymentCheck(order: Pick<TakeawayOrder, 'bill'>, next: ForwardStage): boolean {
  return next === 'picked_up' && order.bill.remaining > 0;
}
