import type { AdjustmentResponse, OrderRefund } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { type EventBus, publishAll, type SufraEvent } from '../../platform/realtime/event-bus';
import { type OrderRow, orderEvent, staffOrderOf } from '../orders';
import { toLineAdjustment } from './adjustment-view';
import { findAdjustmentView } from './line-adjustments.repository';

/** What a change did: the adjustment, its order (locked), and the refund when it was approved. */
export interface AdjustmentOutcome {
  id: number;
  order: OrderRow;
  refund: OrderRefund | null;
}

/** The answer, read inside the transaction: the adjustment, the order as staff see it, the refund. */
export async function answerOf(
  trx: Database,
  restaurantId: number,
  outcome: AdjustmentOutcome,
): Promise<AdjustmentResponse['data']> {
  const [view, order] = await Promise.all([
    findAdjustmentView(trx, restaurantId, outcome.id),
    staffOrderOf(trx, outcome.order.publicId),
  ]);
  const refund = outcome.refund ?? { amount: 0, shares: 0, creditNotes: 0 };
  return {
    adjustment: toLineAdjustment(view),
    order,
    refund: { amount: refund.amount, shares: refund.shares, creditNotes: refund.creditNotes },
  };
}

/**
 * After the commit: managers' approvals screens hear the request or the decision; every screen of the order
 * (the table's phones, the bill, the kitchen, the table map's waiting mark) hears it changed.
 */
export function publishOutcome(events: EventBus, restaurantId: number, answer: AdjustmentResponse['data']) {
  const { adjustment, order } = answer;
  const list: SufraEvent[] = [
    {
      type: adjustment.status === 'requested' ? 'adjustment.requested' : 'adjustment.decided',
      restaurantId,
      tableNumber: null,
      data: { id: adjustment.id, orderNumber: adjustment.orderNumber, status: adjustment.status },
    },
    orderEvent('order.updated', order),
  ];
  return publishAll(events, list);
}
