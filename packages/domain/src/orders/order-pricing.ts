import { lineTotal, type SelectedOption, validateOptionSelection } from '../cart/cart';
import type { OrderLineInput } from '../contracts/orders';
import { AppError } from '../errors';
import { addMoney, type Halalas, halalas, subtractMoney, ZERO } from '../money/money';
import { type PricingMode, vatBreakdown } from '../vat/vat';

/*
 * An order's prices from the restaurant's menu rows (never from the client), and its totals. Pure: the
 * server loads the menu rows the lines refer to and calls priceLines.
 */

/** An option as it was when ordered: names and price kept on the order line (the menu may change later). */
export interface OrderItemOptionSnapshot {
  groupId: number;
  optionId: number;
  groupName: string;
  groupNameAr: string;
  name: string;
  nameAr: string;
  priceHalalas: number;
  quantity: number;
}

/** The menu rows an order's lines refer to, restricted to the restaurant. */
export interface MenuForLines {
  items: { id: number; name: string; nameAr: string; priceHalalas: number; isAvailable: boolean }[];
  groups: {
    id: number;
    menuItemId: number;
    name: string;
    nameAr: string;
    minSelections: number;
    maxSelections: number;
  }[];
  options: {
    id: number;
    optionGroupId: number;
    name: string;
    nameAr: string;
    priceHalalas: number;
    maxQuantity: number;
    isAvailable: boolean;
  }[];
}

/** A line priced from the database, with the names snapshotted for the order (the menu may change later). */
export interface PricedLine {
  itemId: number;
  name: string;
  nameAr: string;
  unitPrice: Halalas;
  quantity: number;
  options: OrderItemOptionSnapshot[];
  specialInstructions: string;
  lineTotal: Halalas;
}

function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((r) => [r.id, r]));
}

/** Prices one line or throws the precise reason the diner can act on. */
function priceLine(line: OrderLineInput, menu: MenuForLines, maps: ReturnType<typeof indexMenu>): PricedLine {
  const item = maps.items.get(line.itemId);
  if (!item) throw new AppError('ITEM_NOT_FOUND', { itemId: line.itemId });
  if (!item.isAvailable)
    throw new AppError('ITEM_SOLD_OUT', { itemId: item.id, item: item.name, itemAr: item.nameAr });

  // The same option sent twice counts as one option with the quantities added.
  const quantities = new Map<number, number>();
  for (const s of line.selectedOptions)
    quantities.set(s.optionId, (quantities.get(s.optionId) ?? 0) + s.quantity);

  const snapshots: OrderItemOptionSnapshot[] = [];
  const selected: SelectedOption[] = [];
  for (const [optionId, quantity] of quantities) {
    const option = maps.options.get(optionId);
    const group = option ? maps.groups.get(option.optionGroupId) : undefined;
    if (!option || !group || group.menuItemId !== item.id || !option.isAvailable) {
      throw new AppError('OPTION_INVALID', { itemId: item.id, optionId });
    }
    if (quantity > option.maxQuantity) {
      throw new AppError('QUANTITY_INVALID', { itemId: item.id, optionId, max: option.maxQuantity });
    }
    const price = halalas(option.priceHalalas);
    selected.push({ groupId: group.id, optionId, price, quantity });
    snapshots.push({
      groupId: group.id,
      optionId,
      groupName: group.name,
      groupNameAr: group.nameAr,
      name: option.name,
      nameAr: option.nameAr,
      priceHalalas: price,
      quantity,
    });
  }

  const groups = menu.groups.filter((g) => g.menuItemId === item.id);
  const issue = validateOptionSelection(groups, selected)[0];
  if (issue) {
    const group = maps.groups.get(issue.groupId);
    throw new AppError(issue.code, {
      itemId: item.id,
      groupId: issue.groupId,
      group: group?.name ?? '',
      groupAr: group?.nameAr ?? '',
      min: issue.min,
      max: issue.max,
    });
  }

  const unitPrice = halalas(item.priceHalalas);
  return {
    itemId: item.id,
    name: item.name,
    nameAr: item.nameAr,
    unitPrice,
    quantity: line.quantity,
    options: snapshots,
    specialInstructions: line.specialInstructions,
    lineTotal: lineTotal({ unitPrice, quantity: line.quantity, selectedOptions: selected }),
  };
}

function indexMenu(menu: MenuForLines) {
  return { items: byId(menu.items), groups: byId(menu.groups), options: byId(menu.options) };
}

/** Prices every line from the menu rows; the client's prices are never read (the contract drops them). */
export function priceLines(lines: OrderLineInput[], menu: MenuForLines): PricedLine[] {
  const maps = indexMenu(menu);
  return lines.map((line) => priceLine(line, menu, maps));
}

export function linesSubtotal(lines: Pick<PricedLine, 'lineTotal'>[]): Halalas {
  return lines.reduce((sum, l) => addMoney(sum, l.lineTotal), ZERO);
}

export interface OrderTotals {
  subtotal: Halalas;
  discount: Halalas;
  tax: Halalas;
  total: Halalas;
}

/**
 * The discount comes off before VAT (VAT is due on what the diner actually pays). Inclusive pricing:
 * the total is subtotal − discount and the VAT inside it is broken out; exclusive: VAT is added on top.
 */
export function orderTotals(subtotal: Halalas, discount: Halalas, mode: PricingMode): OrderTotals {
  const taxable = subtractMoney(subtotal, discount);
  const { vat, gross } = vatBreakdown(taxable, mode);
  return { subtotal, discount, tax: vat, total: gross };
}

/**
 * Our estimate rule (the spec names the field, not the rule): 15 minutes for the first unit, 2 more per
 * further unit, at most 45. Staff can set their own when they confirm.
 */
export function estimateMinutes(units: number): number {
  return Math.min(45, 15 + 2 * Math.max(0, units - 1));
}
