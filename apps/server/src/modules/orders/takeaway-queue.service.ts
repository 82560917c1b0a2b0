import {
  AppError,
  forwardSteps,
  mayMoveOrderTo,
  TAKEAWAY_STAGE_STATUS,
  type TakeawayStage,
  takeawayStageOf,
} from '@sufra/domain';
import type {
  MoveTakeawayBody,
  MoveTakeawayResponse,
  TakeawayOrder,
  TakeawayQueueResponse,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { restaurantOf } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { type PickupSmsDelivery, pickupSmsDeliveries } from '../notifications';
import { boardOrder } from './board-view';
import { listServiceOrders, restaurantDay } from './live-service.repository';
import { SERVICE_OPEN_STATUSES } from './order-board.service';
import { lockStaffOrder, moveLockedOrder, publishMove, staffOrderOf } from './order-moves';
import { loadOrderFacts, type OrderFacts } from './order-view';
import { findOrderByPublicId } from './orders.repository';
import type { OrdersContext } from './place-order.service';

function pickupSms(f: OrderFacts, stage: TakeawayStage, delivery: PickupSmsDelivery | undefined) {
  if (!f.row.customerPhone) return 'no_phone' as const;
  if (delivery === 'sent' || delivery === 'kept' || delivery === 'failed') return delivery;
  // Queued with the move to ready: on its way until the provider has it (collected before it went: none).
  return stage === 'ready' || delivery === 'pending' ? ('sending' as const) : ('not_yet' as const);
}

async function takeawayOrders(
  trx: Database,
  staff: StaffPrincipal,
  facts: OrderFacts[],
): Promise<TakeawayOrder[]> {
  const sms = await pickupSmsDeliveries(
    trx,
    facts.map((f) => f.row.id),
  );
  return facts.flatMap((f) => {
    const stage = takeawayStageOf(f.row.status);
    if (!stage) return [];
    return [{ ...boardOrder(f, staff.role), stage, pickupSms: pickupSms(f, stage, sms.get(f.row.id)) }];
  });
}

/**
 * GET /api/staff/takeaway: today's takeaway orders (and older ones not yet picked up) by stage, oldest
 * first: placed (pending or confirmed), preparing, ready (with what became of the pickup SMS), picked up
 * (completed). Cancelled ones are not in the queue.
 */
export function getTakeawayQueue(
  db: Database,
  staff: StaffPrincipal,
  /** Whether the configured SMS provider delivers (false: texts are only kept; the counter calls instead). */
  smsDelivers: boolean,
): Promise<TakeawayQueueResponse['data']> {
  const restaurantId = restaurantOf(staff);
  return inTransaction(db, async (trx) => {
    const { now } = await restaurantDay(trx, restaurantId);
    const rows = await listServiceOrders(trx, {
      restaurantId,
      open: SERVICE_OPEN_STATUSES,
      type: 'takeaway',
    });
    const orders = await takeawayOrders(trx, staff, await loadOrderFacts(trx, rows));
    const at = (stage: TakeawayStage) => orders.filter((o) => o.stage === stage);
    return {
      stages: {
        placed: at('placed'),
        preparing: at('preparing'),
        ready: at('ready'),
        picked_up: at('picked_up'),
      },
      serverTime: now.toISOString(),
      smsDelivers,
    };
  });
}

/**
 * POST /api/staff/takeaway/:id/stage { stage }: forward to that stage through the statuses between (a placed
 * order is confirmed on its way to preparing). Becoming ready queues the pickup SMS (once per order). The
 * kitchen moves to preparing and ready only (checked before the order is read, like PATCH …/status).
 * Already at that stage: nothing changes (`changed` false); behind it: 409 INVALID_STATUS_TRANSITION.
 */
export async function moveTakeawayOrder(
  ctx: OrdersContext,
  staff: StaffPrincipal,
  publicId: string,
  body: MoveTakeawayBody,
): Promise<MoveTakeawayResponse['data']> {
  const target = TAKEAWAY_STAGE_STATUS[body.stage];
  if (!mayMoveOrderTo(staff.role, target)) throw new AppError('FORBIDDEN');
  const result = await inTransaction(ctx.db, async (trx) => {
    const row = await lockStaffOrder(trx, staff, publicId);
    if (row.type !== 'takeaway') throw new AppError('ORDER_NOT_FOUND');
    if (body.version !== undefined && body.version !== row.version) throw new AppError('CONFLICT');
    const steps = takeawayStageOf(row.status) === body.stage ? [] : forwardSteps(row.status, target);
    if (!steps) throw new AppError('INVALID_STATUS_TRANSITION', { from: row.status, to: target });
    await moveLockedOrder(trx, staff, row, steps);
    const fresh = await findOrderByPublicId(trx, publicId);
    if (!fresh) throw new AppError('ORDER_NOT_FOUND');
    const [order] = await takeawayOrders(trx, staff, await loadOrderFacts(trx, [fresh]));
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return {
      order,
      moved: steps.length > 0 ? await staffOrderOf(trx, publicId) : null,
      previous: row.status,
    };
  });
  if (result.moved) await publishMove(ctx.events, result.moved, result.previous);
  return { order: result.order, changed: result.moved !== null };
}
