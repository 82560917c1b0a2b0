import type { MenuOptionGroupsBody, StaffOptionGroup } from '@sufra/domain/contracts';
import type { MenuCsvGroup, MenuCsvOption } from './menu-csv-cells';

/*
 * An item's option groups as stored and as a menu CSV says they must be (issue 25 item 5). The file has
 * no ids: a group is found again by its English or Arabic name, an option by its names inside its group,
 * so an import keeps the ids (and the carts and past orders that name them) of what it only changes.
 */

/** The groups as the file carries them (no ids), to compare and to audit. */
export function csvGroups(groups: readonly (StaffOptionGroup | MenuCsvGroup)[]): MenuCsvGroup[] {
  return groups.map((g) => ({
    name: g.name,
    nameAr: g.nameAr,
    minSelections: g.minSelections,
    maxSelections: g.maxSelections,
    options: g.options.map((o) => ({
      name: o.name,
      nameAr: o.nameAr,
      // Halalas either way (the staff menu's schema reads them as plain integers).
      price: o.price as MenuCsvOption['price'],
      maxQuantity: o.maxQuantity,
      isAvailable: o.isAvailable,
    })),
  }));
}

export const sameGroups = (a: readonly (StaffOptionGroup | MenuCsvGroup)[], b: readonly MenuCsvGroup[]) =>
  JSON.stringify(csvGroups(a)) === JSON.stringify(csvGroups(b));

const key = (value: string) => value.trim().toLowerCase();

/** Takes the first of `candidates` not taken yet whose English or Arabic name is `named`'s. */
function claim<T extends { id: number; name: string; nameAr: string }>(
  candidates: readonly T[],
  taken: Set<number>,
  named: { name: string; nameAr: string },
): T | undefined {
  const found =
    candidates.find((c) => !taken.has(c.id) && key(c.name) === key(named.name)) ??
    candidates.find((c) => !taken.has(c.id) && key(c.nameAr) === key(named.nameAr));
  if (found) taken.add(found.id);
  return found;
}

/** The body that writes the file's groups over the stored ones, keeping the ids of those found by name. */
export function groupsBody(
  stored: readonly StaffOptionGroup[],
  wanted: readonly MenuCsvGroup[],
): MenuOptionGroupsBody['optionGroups'] {
  const takenGroups = new Set<number>();
  return wanted.map((group) => {
    const found = claim(stored, takenGroups, group);
    const takenOptions = new Set<number>();
    return {
      ...(found ? { id: found.id } : {}),
      name: group.name,
      nameAr: group.nameAr,
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      options: group.options.map((option) => {
        const same = found ? claim(found.options, takenOptions, option) : undefined;
        return { ...(same ? { id: same.id } : {}), ...option };
      }),
    };
  });
}
