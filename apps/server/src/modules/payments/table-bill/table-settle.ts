import { halalas } from '@sufra/domain';
import type { Database } from '../../../db/schema';
import { type GatewayPayment, paymentMismatches } from '../../gateways';
import { allocationsOf, settledAllocations, takenByOthers } from '../payments.repository';
import { lockTablePaymentOrders, tablePaymentParts } from './table-bill.repository';

type RefundReason = 'over_payment' | 'item_over_paid' | 'mismatch' | 'order_cancelled';

/**
 * The settle of a table payment, next to settleWith's own steps. Its orders are locked in id order
 * before the payment row (the lock order of every payment path: orders, then payments).
 */
export async function lockTableBill(trx: Database, parentId: number): Promise<number> {
  const orders = await lockTablePaymentOrders(trx, parentId);
  return orders.reduce((n, o) => n + o.totalHalalas, 0);
}

/**
 * Why a captured table payment cannot count (then all of it is refunded: it is one gateway charge):
 * the gateway's record is not ours, an order it pays was cancelled, or a part no longer fits its order
 * (others paid or hold a live reservation meanwhile, over the bill; or paid a line's shares). Null: every
 * part fits.
 */
export async function tableRefundReason(
  trx: Database,
  row: {
    id: number;
    amountHalalas: number;
    tipHalalas: number;
    idempotencyKey: string;
    gatewayPaymentId: string | null;
  },
  gp: GatewayPayment,
): Promise<RefundReason | null> {
  const expected = { amount: halalas(row.amountHalalas + row.tipHalalas), givenId: row.idempotencyKey };
  if (paymentMismatches(gp, expected).length > 0) return 'mismatch';
  if (row.gatewayPaymentId !== null && row.gatewayPaymentId !== gp.id) return 'mismatch';
  const orders = new Map((await lockTablePaymentOrders(trx, row.id)).map((o) => [o.id, o]));
  for (const part of await tablePaymentParts(trx, row.id)) {
    const order = part.orderId === null ? undefined : orders.get(part.orderId);
    if (!order || part.orderId === null) return 'over_payment';
    if (order.status === 'cancelled') return 'order_cancelled';
    const others = await takenByOthers(trx, { orderId: part.orderId }, part.id);
    if (others + part.amountHalalas > order.totalHalalas) return 'over_payment';
    const mine = await allocationsOf(trx, part.id);
    if (mine.length === 0) continue;
    const taken = await settledAllocations(trx, part.orderId, part.id);
    for (const a of mine) {
      const same = taken.filter((o) => o.orderItemId === a.orderItemId);
      if (same.length + 1 > Math.min(a.sharedBy, ...same.map((t) => t.sharedBy))) return 'item_over_paid';
    }
  }
  return null;
}
