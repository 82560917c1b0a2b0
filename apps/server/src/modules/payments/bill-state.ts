import {
  adjustedLineTotal,
  type BillState,
  type FixedEvenSplit,
  halalas,
  type ItemState,
} from '@sufra/domain';
import type { PaymentChoice } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import {
  type BillKey,
  liveAllocations,
  liveEvenPayments,
  liveTotals,
  orderLines,
} from './payments.repository';

const SETTLED = new Set(['completed', 'authorized']);

/**
 * Paid, reserved and per-line shares of one order (call it under the order's lock to act on it).
 * `evenScope`: a shared split's pending payment, whose shares alone say how many people are covered.
 * `forMode`: only what computeShare reads for that split mode (the even shares for 'evenly', the lines
 * for 'per_item'), so a custom share reads one sum under the order's lock instead of four queries.
 */
export async function loadBillState(
  trx: Database,
  order: { id: number; totalHalalas: number },
  evenScope?: { pendingPaymentId: number; split: FixedEvenSplit | null },
  forMode?: PaymentChoice['mode'],
): Promise<BillState> {
  const key: BillKey = { orderId: order.id };
  const needsEven = forMode === undefined || forMode === 'evenly';
  const needsItems = forMode === undefined || forMode === 'per_item';
  const [totals, even, lines, allocations] = await Promise.all([
    liveTotals(trx, key),
    needsEven
      ? liveEvenPayments(trx, evenScope ? { pendingPaymentId: evenScope.pendingPaymentId } : key)
      : [],
    needsItems ? orderLines(trx, order.id) : [],
    needsItems ? liveAllocations(trx, order.id) : [],
  ]);
  const items: ItemState[] = lines.map((line, index) => {
    const mine = allocations.filter((a) => a.orderItemId === line.id);
    const settled = mine.filter((a) => SETTLED.has(a.status));
    return {
      index,
      orderItemId: line.id,
      lineTotal: adjustedLineTotal({
        quantity: line.quantity,
        lineTotal: halalas(line.lineTotalHalalas),
        adjusted: Number(line.adjusted),
      }),
      sharedBy: mine[0]?.sharedBy ?? null,
      paidShares: settled.length,
      reservedShares: mine.length - settled.length,
      paidAmount: halalas(settled.reduce((n, a) => n + a.amountHalalas, 0)),
    };
  });
  return {
    bill: halalas(order.totalHalalas),
    paid: halalas(totals.paid),
    reserved: halalas(totals.reserved),
    evenLive: even.map((p) => ({
      amount: p.amountHalalas,
      peoplePaidFor: p.peoplePaidFor,
      splitTotalPeople: p.splitTotalPeople,
      splitBase: p.splitBaseHalalas,
    })),
    ...(evenScope?.split ? { evenSplit: evenScope.split } : {}),
    items,
  };
}

/** The bill of a cart paid before its order exists: its total, and the money its payments hold. */
export async function loadCartBillState(
  trx: Database,
  pending: { id: number; totalHalalas: number },
): Promise<BillState> {
  const totals = await liveTotals(trx, { pendingPaymentId: pending.id });
  return {
    bill: halalas(pending.totalHalalas),
    paid: halalas(totals.paid),
    reserved: halalas(totals.reserved),
    evenLive: [],
    items: [],
  };
}
