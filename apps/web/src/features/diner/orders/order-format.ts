import { addMoney, classifyTip, halalas, orderBill } from '@sufra/domain';
import type { OrderSummary } from '@sufra/domain/contracts';

/** A share of a base as a percentage with at most 2 decimals (integer maths until the last step). */
function percentOf(part: number, base: number): number {
  if (base <= 0 || part <= 0) return 0;
  return Math.round((part * 10_000) / base) / 100;
}

/** The amounts of an invoice, in halalas. `total` excludes the tip; what the diner owes includes it. */
export function invoiceAmounts(order: OrderSummary) {
  const total = halalas(order.total);
  // Tips come with the paid shares (tipsPaid), each on its own share: no one percentage describes
  // them, so the bill shows their amount alone. The order's own tip keeps its percentage.
  const tipsPaid = halalas(order.tipsPaid);
  const tip = addMoney(halalas(order.tipAmount), tipsPaid);
  const withTip = addMoney(total, tip);
  // The tips paid are on both sides (owed and paid); a cancelled order, or one paid at the restaurant,
  // owes nothing (its refund is shown apart), by the rule staff see too.
  const { remaining } = orderBill({
    total: order.total + order.tipAmount,
    paid: order.paidAmount,
    refunded: order.refundedAmount,
    status: order.status,
  });
  const tipClass = classifyTip(halalas(order.tipAmount), total);
  return {
    subtotal: halalas(order.subtotal),
    discount: halalas(order.discountAmount),
    discountPercent: percentOf(order.discountAmount, order.subtotal),
    tax: halalas(order.taxAmount),
    tip,
    /** null: show "Tip" without a percentage (no tip, or tips paid with the shares). */
    tipPercent: tipClass.kind === 'none' || tipsPaid > 0 ? null : tipClass.percent,
    total: withTip,
    remaining,
  };
}
