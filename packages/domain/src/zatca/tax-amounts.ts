import { type Halalas, halalas, percentOf, roundedDiv } from '../money/money';
import { allocateProportionally } from '../split/proportional';
import { VAT_RATE_BP } from '../vat/vat';

/**
 * How a Phase 2 tax document states an amount the diner paid gross (docs/decisions.md, "ZATCA Phase 2:
 * VAT rounding and time"): vat = round(net × 15 %) exactly, as ZATCA's rules compute it (BR-CO-17,
 * BR-S-09), and net + vat + rounding = gross to the halala (BR-CO-15, BR-CO-16).
 */
export interface TaxAmounts {
  /** the taxable amount (BT-116, BT-109) */
  net: Halalas;
  /** the VAT (BT-117, BT-110): round(net × 15 %) */
  vat: Halalas;
  /** PayableRoundingAmount (BT-114): 0, or 1 halala for the grosses no net reaches */
  rounding: Halalas;
}

const withVat = (net: number) => net + percentOf(halalas(net), VAT_RATE_BP);

/**
 * net + round(net × 15 %) climbs by 1 or 2 halalas per halala of net, so it skips about 13 % of grosses
 * (10.00 SAR among them). A gross it reaches gets that net (unique); a skipped gross gets the net one
 * halala below it and a rounding of +0.01, so the document never states more VAT or a larger total with
 * VAT than was paid.
 */
export function taxAmounts(gross: Halalas): TaxAmounts {
  if (gross < 0) throw new RangeError(`A tax document's gross is not negative: ${gross}`);
  // The largest net whose gross does not pass the paid gross: the estimate is within a halala of it.
  let net = roundedDiv(gross, 10_000, 10_000 + VAT_RATE_BP) + 1;
  while (net > 0 && withVat(net) > gross) net -= 1;
  const vat = percentOf(halalas(net), VAT_RATE_BP);
  return { net: halalas(net), vat, rounding: halalas(gross - net - vat) };
}

/** One line as the tax document states it: its net (BT-131) and its own VAT (KSA-11). */
export interface LineTaxAmounts {
  net: Halalas;
  vat: Halalas;
}

export interface DocumentTaxAmounts extends TaxAmounts {
  lines: LineTaxAmounts[];
  /** the document-level allowance (BT-92), net: a discount the lines' grosses carry but the diner did not pay */
  allowance: Halalas;
}

/**
 * A paid gross spread over lines priced gross (shares, per-item parts, an order's own lines). The document's
 * net comes from `taxAmounts(paid)`; whatever the lines' grosses exceed the paid amount by (a coupon, a
 * per-item payer's part of the order's discount) is a document-level allowance at its net, and the lines'
 * nets are (net + allowance) spread in proportion to their grosses. Each line's VAT is round(line net × 15 %)
 * on its own (the line rules, BR-KSA-51): the VAT due is the document's, computed once on its taxable amount.
 */
export function documentTaxAmounts(lineGrosses: readonly Halalas[], paid: Halalas): DocumentTaxAmounts {
  if (lineGrosses.length === 0) throw new RangeError('A tax document has at least one line (BR-16)');
  const grossOfLines = lineGrosses.reduce((sum, g) => sum + g, 0);
  if (lineGrosses.some((g) => g < 0)) throw new RangeError('A tax document line is not negative');
  if (grossOfLines < paid)
    throw new RangeError(`The lines (${grossOfLines}) explain less than the amount paid (${paid})`);
  const totals = taxAmounts(paid);
  const discount = grossOfLines - paid;
  const allowance = discount === 0 ? halalas(0) : roundedDiv(discount, 10_000, 10_000 + VAT_RATE_BP);
  const nets =
    lineGrosses.length === 1
      ? [halalas(totals.net + allowance)]
      : allocateProportionally(halalas(totals.net + allowance), lineGrosses);
  return {
    ...totals,
    allowance,
    lines: nets.map((net) => ({ net, vat: percentOf(net, VAT_RATE_BP) })),
  };
}
