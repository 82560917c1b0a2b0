import { addMoney, type Halalas, roundedDiv, subtractMoney } from '../money/money';

/** Saudi VAT, 15 % = 1500 basis points. */
export const VAT_RATE_BP = 1500;

/** Saudi consumer prices are VAT-inclusive by law; a restaurant may opt to add VAT at the cart. */
export type PricingMode = 'inclusive' | 'exclusive';

export interface VatBreakdown {
  net: Halalas;
  vat: Halalas;
  gross: Halalas;
}

/**
 * Splits an invoice amount into net + VAT = gross. VAT is rounded ONCE per invoice (never per line),
 * half up, so the printed total always equals what the diner pays:
 * inclusive: vat = round(gross × 15 / 115); exclusive: vat = round(net × 15 / 100).
 */
export function vatBreakdown(amount: Halalas, mode: PricingMode): VatBreakdown {
  if (mode === 'inclusive') {
    const vat = roundedDiv(amount, VAT_RATE_BP, 10_000 + VAT_RATE_BP);
    return { net: subtractMoney(amount, vat), vat, gross: amount };
  }
  const vat = roundedDiv(amount, VAT_RATE_BP, 10_000);
  return { net: amount, vat, gross: addMoney(amount, vat) };
}
