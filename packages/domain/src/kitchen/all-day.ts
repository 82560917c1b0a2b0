/**
 * The kitchen's "all day" counts: how many of each dish are still to make across the open tickets.
 * A line that is done (bumped) no longer counts. Lines fold by dish (the menu item, or the name a line
 * kept when its item left the menu); within a dish, by the exact options chosen (a cook makes 3 large
 * with cheese and 2 regular, not "5 burgers"), and each option is also totalled across the dish.
 */

export interface AllDayOption {
  optionId: number;
  name: string;
  nameAr: string;
  quantity: number;
}

/** One line still to make, as the kitchen reads it. */
export interface AllDayLine {
  itemId: number | null;
  name: string;
  nameAr: string;
  quantity: number;
  options: readonly AllDayOption[];
}

export interface AllDayVariant {
  /** The options of these units, in option id order (empty: the dish as it comes). */
  options: AllDayOption[];
  quantity: number;
}

export interface AllDayCount {
  itemId: number | null;
  name: string;
  nameAr: string;
  quantity: number;
  /** Units per exact choice of options, most first. */
  variants: AllDayVariant[];
  /** Units per option across every variant (an option taken twice on a unit counts twice), most first. */
  options: AllDayOption[];
}

const dishKey = (l: AllDayLine) => (l.itemId === null ? `name:${l.name}` : `item:${l.itemId}`);
const byOptionId = (a: AllDayOption, b: AllDayOption) => a.optionId - b.optionId;
const variantKey = (options: readonly AllDayOption[]) =>
  [...options]
    .sort(byOptionId)
    .map((o) => `${o.optionId}x${o.quantity}`)
    .join(',');

/** Most first; ties by name, so the list does not reorder itself between two reads. */
function mostFirst<T extends { quantity: number }>(rows: T[], name: (row: T) => string): T[] {
  return rows.sort((a, b) => b.quantity - a.quantity || name(a).localeCompare(name(b)));
}

export function allDayCounts(lines: readonly AllDayLine[]): AllDayCount[] {
  const dishes = new Map<
    string,
    AllDayCount & { byVariant: Map<string, AllDayVariant>; byOption: Map<number, AllDayOption> }
  >();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const key = dishKey(line);
    let dish = dishes.get(key);
    if (!dish) {
      dish = {
        itemId: line.itemId,
        name: line.name,
        nameAr: line.nameAr,
        quantity: 0,
        variants: [],
        options: [],
        byVariant: new Map(),
        byOption: new Map(),
      };
      dishes.set(key, dish);
    }
    dish.quantity += line.quantity;
    const vKey = variantKey(line.options);
    const variant = dish.byVariant.get(vKey);
    if (variant) variant.quantity += line.quantity;
    else
      dish.byVariant.set(vKey, {
        options: [...line.options].sort(byOptionId).map((o) => ({ ...o })),
        quantity: line.quantity,
      });
    for (const o of line.options) {
      const total = dish.byOption.get(o.optionId);
      if (total) total.quantity += o.quantity * line.quantity;
      else dish.byOption.set(o.optionId, { ...o, quantity: o.quantity * line.quantity });
    }
  }
  const counts = [...dishes.values()].map(({ byVariant, byOption, ...dish }) => ({
    ...dish,
    variants: mostFirst([...byVariant.values()], (v) => variantKey(v.options)),
    options: mostFirst([...byOption.values()], (o) => o.name),
  }));
  return mostFirst(counts, (c) => c.name);
}
