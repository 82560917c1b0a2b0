import { halalas, type SelectedOption } from '@sufra/domain';
import type { MenuOption, MenuOptionGroup } from '@sufra/domain/contracts';

/** groupId -> optionId -> quantity. Only positive quantities are kept. */
export type Selection = Record<number, Record<number, number>>;

export function groupCount(selection: Selection, groupId: number): number {
  return Object.values(selection[groupId] ?? {}).reduce((n, q) => n + q, 0);
}

/** A group with max 1 behaves like radio buttons; otherwise a tap adds or removes one unit. */
export function toggleOption(selection: Selection, group: MenuOptionGroup, option: MenuOption): Selection {
  const current = selection[group.id] ?? {};
  if (current[option.id]) {
    const { [option.id]: _removed, ...rest } = current;
    return { ...selection, [group.id]: rest };
  }
  if (group.maxSelections === 1) return { ...selection, [group.id]: { [option.id]: 1 } };
  if (group.maxSelections > 0 && groupCount(selection, group.id) >= group.maxSelections) return selection;
  return { ...selection, [group.id]: { ...current, [option.id]: 1 } };
}

/** Option quantities stay within the option's own limit and the group's maximum. */
export function setOptionQuantity(
  selection: Selection,
  group: MenuOptionGroup,
  option: MenuOption,
  quantity: number,
): Selection {
  const current = selection[group.id] ?? {};
  const others = groupCount(selection, group.id) - (current[option.id] ?? 0);
  const groupRoom = group.maxSelections > 0 ? group.maxSelections - others : Number.POSITIVE_INFINITY;
  const q = Math.max(0, Math.min(quantity, Math.max(option.maxQuantity, 1), groupRoom));
  if (q === 0) {
    const { [option.id]: _removed, ...rest } = current;
    return { ...selection, [group.id]: rest };
  }
  return { ...selection, [group.id]: { ...current, [option.id]: q } };
}

export function toSelectedOptions(groups: MenuOptionGroup[], selection: Selection): SelectedOption[] {
  const out: SelectedOption[] = [];
  for (const group of groups) {
    for (const option of group.options) {
      const quantity = selection[group.id]?.[option.id] ?? 0;
      if (quantity > 0)
        out.push({ groupId: group.id, optionId: option.id, price: halalas(option.price), quantity });
    }
  }
  return out;
}
