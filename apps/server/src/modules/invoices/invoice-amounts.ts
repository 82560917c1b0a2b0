import {
  addMoney,
  type Halalas,
  halalas,
  type PricingMode,
  roundedDiv,
  subtractMoney,
  vatBreakdown,
  ZERO,
} from '@sufra/domain';
import type { InvoiceLineSnapshot, OrderItemOptionSnapshot } from '../../db/schema';

/**
 * How an invoice's amounts relate (both pricing modes):
 *   total = subtotal − discount + (exclusive ? vat : 0)      — the taxable supply WITH VAT (QR tag 4)
 *   amount paid = total + tip                                 — the tip is printed, but outside the VAT base
 * A voluntary tip is not consideration for the meal, so it is not part of the taxable supply: it carries
 * no VAT and is left out of the QR's total (a ZATCA reader checks tag 5 against tag 4 at 15 %).
 */
export interface InvoiceAmounts {
  lines: InvoiceLineSnapshot[];
  subtotal: Halalas;
  discount: Halalas;
  vat: Halalas;
  total: Halalas;
}

/**
 * The VAT inside a share that was paid gross (shares are always parts of the VAT-inclusive bill).
 * Inclusive: vat = round(share × 15/115), once. Exclusive: the net N whose vatBreakdown(N) gives exactly
 * the share, so the invoice reads like the restaurant's own exclusive pricing; when no such N exists
 * (one halala between two nets), the inclusive rule decides.
 */
function shareVat(share: Halalas, mode: PricingMode): { net: Halalas; vat: Halalas } {
  if (mode === 'exclusive') {
    const guess = roundedDiv(share, 10_000, 11_500);
    for (const n of [guess, guess - 1, guess + 1]) {
      if (n < 0) continue;
      const b = vatBreakdown(halalas(n), 'exclusive');
      if (b.gross === share) return { net: b.net, vat: b.vat };
    }
  }
  const b = vatBreakdown(share, 'inclusive');
  return { net: b.net, vat: b.vat };
}

export interface OrderItemRow {
  id: number;
  name: string;
  nameAr: string;
  options: OrderItemOptionSnapshot[];
  quantity: number;
  lineTotalHalalas: number;
}

function optionText(options: OrderItemOptionSnapshot[], lang: 'ar' | 'en'): string {
  return options
    .map((o) => `${lang === 'ar' ? o.nameAr : o.name}${o.quantity > 1 ? ` ×${o.quantity}` : ''}`)
    .join(lang === 'ar' ? '، ' : ', ');
}

/** An order line as printed: the unit price includes its options (line total ÷ quantity is exact). */
function itemLine(item: OrderItemRow): InvoiceLineSnapshot {
  return {
    name: item.name,
    nameAr: item.nameAr,
    details: optionText(item.options, 'en'),
    detailsAr: optionText(item.options, 'ar'),
    quantity: item.quantity,
    unitPriceHalalas: Math.floor(item.lineTotalHalalas / item.quantity),
    totalHalalas: item.lineTotalHalalas,
  };
}

/** Allocation of one item to a per-item payer (a shared item shows its part and the number of sharers). */
export function allocationLine(item: OrderItemRow, amount: number, sharedBy: number): InvoiceLineSnapshot {
  const line = itemLine(item);
  const shared = sharedBy > 1;
  return {
    ...line,
    details: [line.details, shared ? `shared by ${sharedBy}` : ''].filter(Boolean).join(' · '),
    detailsAr: [line.detailsAr, shared ? `مقسوم على ${sharedBy}` : ''].filter(Boolean).join(' · '),
    unitPriceHalalas: shared ? amount : line.unitPriceHalalas,
    quantity: shared ? 1 : line.quantity,
    totalHalalas: amount,
  };
}

export type ShareKind =
  | { kind: 'even'; peoplePaidFor: number; totalPeople: number | null }
  | { kind: 'custom' }
  | { kind: 'remaining' };

/** One line standing for a share of the bill (even, custom, or the rest after earlier shares). */
function shareLine(orderNumber: number, share: ShareKind, amount: Halalas): InvoiceLineSnapshot {
  let name = `Share of order #${orderNumber}`;
  let nameAr = `حصة من الطلب رقم ${orderNumber}`;
  if (share.kind === 'even' && share.totalPeople) {
    name += ` (${share.peoplePaidFor} of ${share.totalPeople})`;
    nameAr += ` (${share.peoplePaidFor} من ${share.totalPeople})`;
  } else if (share.kind === 'remaining') {
    name = `Remaining balance of order #${orderNumber}`;
    nameAr = `المبلغ المتبقي من الطلب رقم ${orderNumber}`;
  }
  return {
    name,
    nameAr,
    details: '',
    detailsAr: '',
    quantity: 1,
    unitPriceHalalas: amount,
    totalHalalas: amount,
  };
}

/** The whole order paid at once: its own lines and totals, exactly as the order was priced. */
export function wholeOrderAmounts(
  items: OrderItemRow[],
  order: { subtotalHalalas: number; discountHalalas: number; taxHalalas: number; totalHalalas: number },
): InvoiceAmounts {
  return {
    lines: items.map(itemLine),
    subtotal: halalas(order.subtotalHalalas),
    discount: halalas(order.discountHalalas),
    vat: halalas(order.taxHalalas),
    total: halalas(order.totalHalalas),
  };
}

/** A share shown as one line: no discount of its own (the share is already of the discounted bill). */
export function singleShareAmounts(
  orderNumber: number,
  share: ShareKind,
  paid: Halalas,
  mode: PricingMode,
): InvoiceAmounts {
  const { net, vat } = shareVat(paid, mode);
  const base = mode === 'inclusive' ? paid : net;
  return { lines: [shareLine(orderNumber, share, base)], subtotal: base, discount: ZERO, vat, total: paid };
}

/**
 * Per-item share: the chosen items at their (shared) amounts; whatever the lines exceed the paid share by
 * is the share's part of the order's discount. Null when the allocations cannot explain the amount paid
 * (they add up to less), so the caller falls back to one share line rather than print a negative discount.
 */
export function perItemAmounts(
  lines: InvoiceLineSnapshot[],
  paid: Halalas,
  mode: PricingMode,
): InvoiceAmounts | null {
  if (lines.length === 0) return null;
  const subtotal = lines.reduce((sum, l) => addMoney(sum, halalas(l.totalHalalas)), ZERO);
  const { net, vat } = shareVat(paid, mode);
  const base = mode === 'inclusive' ? paid : net;
  if (subtotal < base) return null;
  return { lines, subtotal, discount: subtractMoney(subtotal, base), vat, total: paid };
}
