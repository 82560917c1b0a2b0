import { addMoney, type Halalas, multiplyMoney, ZERO } from '../money/money';

/** Most units of one line a diner may order at once (a typo guard, not a stock rule). */
export const MAX_LINE_QUANTITY = 50;

export interface SelectedOption {
  groupId: number;
  optionId: number;
  price: Halalas;
  quantity: number;
}

export interface CartLine {
  itemId: number;
  unitPrice: Halalas;
  quantity: number;
  selectedOptions: SelectedOption[];
  specialInstructions: string;
}

/** Spec section 9: (price + Σ option price × option quantity) × quantity. */
export function lineTotal(line: Pick<CartLine, 'unitPrice' | 'quantity' | 'selectedOptions'>): Halalas {
  const options = line.selectedOptions.map((o) => multiplyMoney(o.price, o.quantity));
  return multiplyMoney(addMoney(line.unitPrice, ...options), line.quantity);
}

/**
 * Identity of a line for the merge rule (spec section 5): same item, same options in any order,
 * same trimmed instructions. Option prices are not part of it (the server re-prices anyway).
 */
export function lineKey(line: Pick<CartLine, 'itemId' | 'selectedOptions' | 'specialInstructions'>): string {
  const options = line.selectedOptions
    .map((o) => [o.groupId, o.optionId, o.quantity] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  // JSON keeps instructions with ':' or '|' from colliding with another line's key.
  return JSON.stringify([line.itemId, options, line.specialInstructions.trim()]);
}

/**
 * Adds an item: merges into the line with the same key (quantities add, capped at MAX_LINE_QUANTITY),
 * else appends a new line. Quantity defaults to 1. Returns a new array; the input is not changed.
 */
export function addToCart(
  lines: CartLine[],
  added: Omit<CartLine, 'quantity'> & { quantity?: number },
): CartLine[] {
  const quantity = added.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return lines;
  const key = lineKey(added);
  const index = lines.findIndex((l) => lineKey(l) === key);
  if (index === -1) {
    const line: CartLine = {
      ...added,
      selectedOptions: added.selectedOptions.map((o) => ({ ...o })),
      specialInstructions: added.specialInstructions.trim(),
      quantity: Math.min(quantity, MAX_LINE_QUANTITY),
    };
    return [...lines, line];
  }
  return lines.map((l, i) =>
    i === index ? { ...l, quantity: Math.min(l.quantity + quantity, MAX_LINE_QUANTITY) } : l,
  );
}

/** Sets a line's quantity (capped at MAX_LINE_QUANTITY); 0 or less removes it (spec section 4). */
export function setLineQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity <= 0 || Number.isNaN(quantity)) return lines.filter((l) => lineKey(l) !== key);
  const q = Math.min(Math.floor(quantity), MAX_LINE_QUANTITY);
  return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: q } : l));
}

export function cartSubtotal(lines: CartLine[]): Halalas {
  return lines.reduce((sum, l) => addMoney(sum, lineTotal(l)), ZERO);
}

/** Units in the cart (the badge count), not the number of lines. */
export function cartItemCount(lines: CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

export interface OptionGroupRule {
  id: number;
  minSelections: number;
  maxSelections: number;
}

export interface OptionSelectionIssue {
  groupId: number;
  code: 'OPTION_MIN_NOT_MET' | 'OPTION_MAX_EXCEEDED';
  min: number;
  max: number;
}

/**
 * Checks each group's min/max against the selection. A selection counts by option quantity
 * (two of the same sauce are two selections). maxSelections ≤ 0 means "no upper limit".
 */
export function validateOptionSelection(
  groups: OptionGroupRule[],
  selected: SelectedOption[],
): OptionSelectionIssue[] {
  const issues: OptionSelectionIssue[] = [];
  for (const g of groups) {
    const count = selected.filter((s) => s.groupId === g.id).reduce((n, s) => n + s.quantity, 0);
    const base = { groupId: g.id, min: g.minSelections, max: g.maxSelections };
    if (count < g.minSelections) issues.push({ ...base, code: 'OPTION_MIN_NOT_MET' });
    else if (g.maxSelections > 0 && count > g.maxSelections)
      issues.push({ ...base, code: 'OPTION_MAX_EXCEEDED' });
  }
  return issues;
}
