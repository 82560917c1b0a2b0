import type { StaffOptionGroup } from '@sufra/domain/contracts';
import type { GroupRow, OptionRow } from './menu-editor.repository';

/** Each item's groups with their options, in the menu's order. */
export function groupsByItem(groups: GroupRow[], options: OptionRow[]): Map<number, StaffOptionGroup[]> {
  const byItem = new Map<number, StaffOptionGroup[]>();
  const byGroup = new Map<number, StaffOptionGroup>();
  for (const g of groups) {
    const group: StaffOptionGroup = {
      id: g.id,
      name: g.name,
      nameAr: g.nameAr,
      minSelections: g.minSelections,
      maxSelections: g.maxSelections,
      options: [],
    };
    byGroup.set(g.id, group);
    byItem.set(g.menuItemId, [...(byItem.get(g.menuItemId) ?? []), group]);
  }
  for (const o of options)
    byGroup.get(o.optionGroupId)?.options.push({
      id: o.id,
      name: o.name,
      nameAr: o.nameAr,
      price: o.priceHalalas,
      maxQuantity: o.maxQuantity,
      isAvailable: o.isAvailable,
    });
  return byItem;
}
