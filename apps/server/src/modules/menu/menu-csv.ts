import { AppError, sarText, spreadsheetText } from '@sufra/domain';
import { MAX_MENU_IMPORT_ROWS } from '@sufra/domain/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  CELL_READERS,
  type CsvColumn,
  ITEM_ONLY_COLUMNS,
  MENU_CSV_COLUMNS,
  type MenuCsvRow,
  OPTION_COLUMNS,
  REQUIRED_COLUMNS,
} from './menu-csv-cells';
import { attachOptionLines, type OptionLine, readOptionLine } from './menu-csv-options';

export { MENU_CSV_COLUMNS, type MenuCsvRow };

/*
 * The menu as CSV (issue 12 item 1, option groups since issue 25 item 5), for restaurants moving from
 * another system and for owners editing their menu in Excel: one line per item with both languages'
 * columns, followed by one line per option of that item (the item's category and names repeated, the
 * item's own columns left empty, the option's columns filled). The header's names are stable English keys
 * (whatever the screen's language), so a file exported here imports here. UTF-8 with a byte-order mark and
 * CRLF: Excel opens it with its Arabic intact; a byte-order mark is tolerated on import. The format is
 * described for owners in docs/menu-csv.md.
 */

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const cell = (value: string) => spreadsheetText(value);

function itemRecord(r: MenuCsvRow): Record<CsvColumn, string> {
  return {
    ...blank(),
    category: cell(r.category),
    category_ar: cell(r.categoryAr),
    name: cell(r.name),
    name_ar: cell(r.nameAr),
    description: cell(r.description),
    description_ar: cell(r.descriptionAr),
    price: sarText(r.price),
    calories: r.calories === null ? '' : String(r.calories),
    caffeine: r.caffeineLevel,
    high_salt: yesNo(r.isHighSalt),
    available: yesNo(r.isAvailable),
    category_visible: yesNo(r.categoryVisible ?? true),
  };
}

function optionRecords(r: MenuCsvRow): Record<CsvColumn, string>[] {
  return r.optionGroups.flatMap((g) =>
    g.options.map((o) => ({
      ...blank(),
      category: cell(r.category),
      category_ar: cell(r.categoryAr),
      name: cell(r.name),
      name_ar: cell(r.nameAr),
      option_group: cell(g.name),
      option_group_ar: cell(g.nameAr),
      group_min: String(g.minSelections),
      group_max: String(g.maxSelections),
      option: cell(o.name),
      option_ar: cell(o.nameAr),
      option_price: sarText(o.price),
      option_max_quantity: String(o.maxQuantity),
      option_available: yesNo(o.isAvailable),
    })),
  );
}

function blank(): Record<CsvColumn, string> {
  return Object.fromEntries(MENU_CSV_COLUMNS.map((c) => [c, ''])) as Record<CsvColumn, string>;
}

/** The file: header, then per item its line and its options' lines (categories and items in the menu's order). */
export function menuCsv(rows: MenuCsvRow[]): string {
  const records = rows.flatMap((r) =>
    [itemRecord(r), ...optionRecords(r)].map((record) => MENU_CSV_COLUMNS.map((c) => record[c])),
  );
  return stringify([[...MENU_CSV_COLUMNS], ...records], { bom: true, record_delimiter: 'windows' });
}

// ---- Reading ----

const invalid = (row: number, column: string) => new AppError('MENU_IMPORT_INVALID', { row, column });

function records(csv: string): string[][] {
  try {
    return parse(csv, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // A cell of more than this is no menu text: refused before it is held in memory.
      max_record_size: 16_384,
    }) as string[][];
  } catch (err) {
    if (err instanceof CsvError) {
      const done = typeof err.records === 'number' ? err.records : 0;
      throw invalid(done + 1, '');
    }
    throw err;
  }
}

function readHeader(header: string[] | undefined): string[] {
  if (!header) throw invalid(1, 'category');
  const columns = header.map((h) => h.trim().toLowerCase());
  const known = new Set<string>(MENU_CSV_COLUMNS);
  const seen = new Set<string>();
  for (const column of columns) {
    if (!known.has(column) || seen.has(column)) throw invalid(1, column);
    seen.add(column);
  }
  const missing = REQUIRED_COLUMNS.find((c) => !seen.has(c));
  if (missing) throw invalid(1, missing);
  return columns;
}

/** The item lines' category and name, as an option line names its item. */
const itemKey = (category: string, name: string) => `${category.toLowerCase()}\u0000${name.toLowerCase()}`;

/**
 * Reads a whole file or refuses it: MENU_IMPORT_INVALID {row, column} (row 1 = the header) names the
 * first value that cannot be read, an unknown or missing column, an item listed twice, an option line
 * whose item has no line, or a cell filled that its line's kind leaves empty. Answers the items (a column
 * the file lacks reads as its default) with their option groups, and the columns the file has.
 */
export function readMenuCsv(csv: string): { rows: MenuCsvRow[]; present: ReadonlySet<string> } {
  const [header, ...lines] = records(csv);
  const columns = readHeader(header);
  if (lines.length === 0) throw invalid(2, 'category');
  const groupAt = columns.indexOf('option_group');
  const isOptionLine = (cells: string[]) => groupAt !== -1 && (cells[groupAt] ?? '').trim() !== '';
  if (lines.filter((cells) => !isOptionLine(cells)).length > MAX_MENU_IMPORT_ROWS)
    throw new AppError('PAYLOAD_TOO_LARGE');

  const items = new Map<string, MenuCsvRow>();
  const optionLines: OptionLine[] = [];
  lines.forEach((cells, index) => {
    const row = index + 2;
    if (cells.length !== columns.length)
      throw invalid(row, columns[Math.min(cells.length, columns.length - 1)] ?? '');
    const raw = (column: CsvColumn) => {
      const at = columns.indexOf(column);
      return at === -1 ? '' : (cells[at] ?? '');
    };
    const value = (column: CsvColumn): unknown => {
      const read = CELL_READERS[column](raw(column));
      if (read === undefined) throw invalid(row, column);
      return read;
    };
    const isOption = isOptionLine(cells);
    // A line is an item's or an option's: the other kind's cells stay empty (else the value would be lost).
    const foreign = (isOption ? ITEM_ONLY_COLUMNS : OPTION_COLUMNS).find((c) => raw(c).trim() !== '');
    if (foreign) throw invalid(row, foreign);
    const category = value('category') as string;
    const name = value('name') as string;
    const key = itemKey(category, name);
    if (isOption) {
      optionLines.push(readOptionLine(row, key, value));
      return;
    }
    if (items.has(key)) throw invalid(row, 'name');
    items.set(key, {
      category,
      categoryAr: value('category_ar') as string,
      name,
      nameAr: value('name_ar') as string,
      description: value('description') as string,
      descriptionAr: value('description_ar') as string,
      price: value('price') as number,
      calories: value('calories') as number | null,
      caffeineLevel: value('caffeine') as MenuCsvRow['caffeineLevel'],
      isHighSalt: value('high_salt') as boolean,
      isAvailable: value('available') as boolean,
      categoryVisible: value('category_visible') as boolean | null,
      optionGroups: [],
      row,
    });
  });
  const rows = [...items.values()];
  attachOptionLines(items, optionLines);
  checkCategoryVisibility(rows);
  return { rows, present: new Set(columns) };
}

/** One category, one visibility: two lines of a category that disagree are refused at the second. */
function checkCategoryVisibility(rows: MenuCsvRow[]) {
  const visible = new Map<string, boolean>();
  for (const r of rows) {
    if (r.categoryVisible === null) continue;
    const key = r.category.toLowerCase();
    const seen = visible.get(key);
    if (seen !== undefined && seen !== r.categoryVisible) throw invalid(r.row ?? 0, 'category_visible');
    visible.set(key, r.categoryVisible);
  }
}
