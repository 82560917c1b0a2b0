import {
  AppError,
  adjustedLineTotal,
  adjustmentAmounts,
  assertAdjustable,
  halalas,
  refundExcess,
  sharesToRefund,
} from '@sufra/domain';
import type { OrderRefund } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { type OrderRow, repriceLockedOrder } from '../orders';
import { capturedSharesOf, paymentsInProgress, refundAdjustedShares } from '../payments';
import { decideAdjustment, setEstimate } from './line-adjustments.repository';

/** The line being voided or comped, as read under the order's lock. */
export interface LockedLine {
  id: number;
  name: string;
  nameAr: string;
  quantity: number;
  lineTotalHalalas: number;
  /** Units already voided or comped (approved), this adjustment not included. */
  adjusted: number;
}

const NOTHING: OrderRefund = { amount: 0, shares: 0, creditNotes: 0 };

/**
 * Approves a requested void or comp INSIDE the caller's transaction, under the order's row lock: the
 * adjustment is decided (conditionally: a second approver finds it decided), the order's totals computed
 * again without its units (repriceLockedOrder), and what it took off recorded as the difference of the
 * totals (VAT too, to the halala). If the order was paid beyond its new bill, or the line beyond its new
 * total by shares that paid for it, shares go back whole by the cancel's path (refund jobs or money by hand,
 * credit notes), chosen by the domain's sharesToRefund: never more than was paid, nothing left
 * over-paid. Refused while a guest is on a card page for the order (their amount must not change).
 */
export async function approveLocked(
  trx: Database,
  q: {
    order: OrderRow;
    line: LockedLine;
    adjustment: { id: number; kind: 'void' | 'comp'; quantity: number; reason: string };
    deciderId: number;
  },
): Promise<{ amount: number; vat: number; refund: OrderRefund }> {
  const { order, line, adjustment } = q;
  const asLine = {
    quantity: line.quantity,
    lineTotal: halalas(line.lineTotalHalalas),
    adjusted: line.adjusted,
  };
  assertAdjustable(order.status, asLine, adjustment.quantity);
  if ((await paymentsInProgress(trx, order.id)) > 0) throw new AppError('ADJUSTMENT_PAYMENT_IN_PROGRESS');
  const decided = await decideAdjustment(trx, adjustment.id, {
    status: 'approved',
    decidedByStaffId: q.deciderId,
  });
  if (!decided) throw new AppError('ADJUSTMENT_DECIDED');
  const before = {
    subtotal: halalas(order.subtotalHalalas),
    discount: halalas(order.discountHalalas),
    tax: halalas(order.taxHalalas),
    total: halalas(order.totalHalalas),
  };
  const after = await repriceLockedOrder(trx, order);
  const { amount, vat } = adjustmentAmounts(before, after);
  await setEstimate(trx, adjustment.id, amount, vat);

  const shares = await capturedSharesOf(trx, order.id, line.id);
  const excess = refundExcess({
    paid: shares.reduce((n, s) => n + s.amount, 0),
    total: after.total,
    linePaid: shares.reduce((n, s) => n + s.paidForLine, 0),
    lineTotal: adjustedLineTotal({ ...asLine, adjusted: line.adjusted + adjustment.quantity }),
  });
  const chosen = sharesToRefund(shares, excess);
  const refund = chosen.length > 0 ? await refundAdjustedShares(trx, order.id, chosen) : NOTHING;
  await recordAudit(trx, {
    restaurantId: order.restaurantId,
    actorId: q.deciderId,
    action: 'adjustment.approved',
    subject: `order:${order.publicId}`,
    details: {
      orderNumber: order.orderNumber,
      table: order.tableNumber,
      name: line.name,
      nameAr: line.nameAr,
      kind: adjustment.kind,
      quantity: adjustment.quantity,
      reason: adjustment.reason,
      amount,
      refund,
    },
  });
  return { amount, vat, refund };
}
