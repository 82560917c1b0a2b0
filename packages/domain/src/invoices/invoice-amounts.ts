import { addMoney, type Halalas, halalas, roundedDiv, subtractMoney, ZERO } from '../money/money';
import type { OrderItemOptionSnapshot } from '../orders/order-pricing';
import { allocateProportionally } from '../split/proportional';
import { type PricingMode, vatBreakdown } from '../vat/vat';

/*
 * An invoice's lines and amounts for one payment: the whole order, a per-item share, or a part of the bill
 * spread over the order's lines. Pure: the server reads the order, its items and allocations and calls these.
 */

/** One printed invoice line (amounts in the restaurant's price basis: gross if inclusive, net if not). */
export interface InvoiceLineSnapshot {
  name: string;
  nameAr: string;
  /** e.g. the chosen options, or 'shared by 2' */
  details: string;
  detailsAr: string;
  quantity: number;
  unitPriceHalalas: number;
  totalHalalas: number;
}

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

const ARABIC_PLURAL = new Intl.PluralRules('ar');

/**
 * "شخصين", "3 أشخاص", "11 شخصًا", "100 شخص": the counted noun agrees with its number in Arabic, by the same
 * plural categories the app's texts use (Intl.PluralRules, as i18n's `_two`, `_few`, `_many`, `_other`).
 */
function arabicPeople(n: number): string {
  const forms = { one: 'شخص واحد', two: 'شخصين', few: `${n} أشخاص`, many: `${n} شخصًا` } as const;
  const form = ARABIC_PLURAL.select(n);
  return form in forms ? forms[form as keyof typeof forms] : `${n} شخص`;
}

/** What the share is, as each of its lines says it: "1 of 3 people", "part of the bill", "the rest". */
function shareLabel(share: ShareKind): { en: string; ar: string } {
  if (share.kind === 'even' && share.totalPeople)
    return {
      en: `share: ${share.peoplePaidFor} of ${share.totalPeople} people`,
      ar: `الحصة: ${share.peoplePaidFor} من ${arabicPeople(share.totalPeople)}`,
    };
  if (share.kind === 'remaining')
    return { en: 'remaining part of the bill', ar: 'الجزء المتبقي من الفاتورة' };
  return { en: 'part of the bill', ar: 'جزء من الفاتورة' };
}

/**
 * A share as the goods it pays for (issue 25 item 11, docs/decisions.md "What a share's invoice
 * describes"): every line of the order, each carrying the share's part of it in proportion to the line's
 * total (largest remainder, so the parts sum to the share exactly). A simplified tax invoice must describe
 * the goods supplied; one "share of order #7" line described none. Each payer's invoice holds only its part
 * of each line, so the payers' invoices still add up to the order and no supply is invoiced twice.
 * Quantity 1 per line: the printed amount is the part paid; the ordered quantity is named in the details.
 */
function proportionalLines(items: OrderItemRow[], share: ShareKind, amount: Halalas): InvoiceLineSnapshot[] {
  const parts = allocateProportionally(
    amount,
    items.map((i) => i.lineTotalHalalas),
  );
  const label = shareLabel(share);
  return items.flatMap((item, i) => {
    const part = parts[i] ?? ZERO;
    if (part === 0) return [];
    const line = itemLine(item);
    const ordered = item.quantity > 1;
    return [
      {
        ...line,
        details: [line.details, ordered ? `${item.quantity} ordered` : '', label.en]
          .filter(Boolean)
          .join(' · '),
        detailsAr: [line.detailsAr, ordered ? `الكمية المطلوبة ${item.quantity}` : '', label.ar]
          .filter(Boolean)
          .join(' · '),
        quantity: 1,
        unitPriceHalalas: part,
        totalHalalas: part,
      },
    ];
  });
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

/** A share of the bill as its part of each order line: no discount of its own (the share is already of the discounted bill). */
export function proportionalShareAmounts(
  items: OrderItemRow[],
  share: ShareKind,
  paid: Halalas,
  mode: PricingMode,
): InvoiceAmounts {
  const { net, vat } = shareVat(paid, mode);
  const base = mode === 'inclusive' ? paid : net;
  return { lines: proportionalLines(items, share, base), subtotal: base, discount: ZERO, vat, total: paid };
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
