import { AppError } from '@sufra/domain';
import { MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP } from '@sufra/domain/contracts';
import type { CsvColumn, MenuCsvGroup, MenuCsvOption, MenuCsvRow } from './menu-csv-cells';

/*
 * The option lines of a menu CSV (issue 25 item 5), gathered into their items' option groups. A group is
 * its item's lines with the same option_group (any case), in the order the file first names it; its
 * Arabic name, group_min and group_max are written on its first line (the export repeats them on every
 * line: a later line leaves them empty or says the same). The editor's rule holds here too: at least
 * group_min and at most group_max choices, group_max no more than the group's options on sale (a
 * required group a diner cannot complete would make the dish unorderable).
 */

/** An option's line, its cells read. */
export interface OptionLine {
  row: number;
  itemKey: string;
  group: string;
  groupAr: string;
  /** null: left empty (as the group's first line says). */
  min: number | null;
  max: number | null;
  option: MenuCsvOption;
}

/** Reads an option line's cells (`value` refuses a cell it cannot read with its row and column). */
export function readOptionLine(
  row: number,
  itemKey: string,
  value: (column: CsvColumn) => unknown,
): OptionLine {
  return {
    row,
    itemKey,
    group: value('option_group') as string,
    groupAr: value('option_group_ar') as string,
    min: value('group_min') as number | null,
    max: value('group_max') as number | null,
    option: {
      name: value('option') as string,
      nameAr: value('option_ar') as string,
      price: value('option_price') as MenuCsvOption['price'],
      maxQuantity: value('option_max_quantity') as number,
      isAvailable: value('option_available') as boolean,
    },
  };
}

interface GroupDraft {
  group: MenuCsvGroup;
  row: number;
  options: Set<string>;
}

const invalid = (row: number, column: string) => new AppError('MENU_IMPORT_INVALID', { row, column });

export function attachOptionLines(items: ReadonlyMap<string, MenuCsvRow>, lines: OptionLine[]): void {
  const drafts = new Map<MenuCsvRow, Map<string, GroupDraft>>();
  for (const line of lines) {
    const item = items.get(line.itemKey);
    // An option of an item the file does not list: its line names no item.
    if (!item) throw invalid(line.row, 'name');
    const groups = drafts.get(item) ?? new Map<string, GroupDraft>();
    drafts.set(item, groups);
    const { group: name, groupAr: nameAr, min, max, option } = line;
    let draft = groups.get(name.toLowerCase());
    if (!draft) {
      if (groups.size === MAX_OPTION_GROUPS) throw invalid(line.row, 'option_group');
      draft = {
        group: { name, nameAr, minSelections: min ?? 0, maxSelections: max ?? 1, options: [] },
        row: line.row,
        options: new Set(),
      };
      groups.set(name.toLowerCase(), draft);
      item.optionGroups.push(draft.group);
    } else {
      if (nameAr !== draft.group.nameAr) throw invalid(line.row, 'option_group_ar');
      if (min !== null && min !== draft.group.minSelections) throw invalid(line.row, 'group_min');
      if (max !== null && max !== draft.group.maxSelections) throw invalid(line.row, 'group_max');
    }
    const key = option.name.toLowerCase();
    if (draft.options.has(key) || draft.options.size === MAX_OPTIONS_PER_GROUP)
      throw invalid(line.row, 'option');
    draft.options.add(key);
    draft.group.options.push(option);
  }
  for (const groups of drafts.values())
    for (const { group, row } of groups.values()) {
      if (group.minSelections > group.maxSelections) throw invalid(row, 'group_min');
      if (group.maxSelections > group.options.filter((o) => o.isAvailable).length)
        throw invalid(row, 'group_max');
    }
}
