import { AppError, sarText, spreadsheetText, toLatinDigits } from '@sufra/domain';
import {
  CaffeineLevelSchema,
  MAX_CALORIES,
  MAX_MENU_DESCRIPTION,
  MAX_MENU_IMPORT_ROWS,
  MAX_MENU_NAME,
  SarPriceSchema,
  text,
} from '@sufra/domain/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';

/*
 * The menu as CSV (issue 12 item 1), for restaurants moving from another system: one line per item with
 * both languages' columns. The header's names are stable English keys (whatever the screen's language),
 * so a file exported here imports here. UTF-8 with a byte-order mark and CRLF: Excel opens it with its
 * Arabic intact; a byte-order mark is tolerated on import.
 */

export const MENU_CSV_COLUMNS = [
  'category',
  'category_ar',
  'name',
  'name_ar',
  'description',
  'description_ar',
  'price',
  'calories',
  'caffeine',
  'high_salt',
  'available',
] as const;
type Column = (typeof MENU_CSV_COLUMNS)[number];
const REQUIRED: readonly Column[] = ['category', 'category_ar', 'name', 'name_ar', 'price'];

export interface MenuCsvRow {
  category: string;
  categoryAr: string;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  /** Halalas. */
  price: number;
  calories: number | null;
  caffeineLevel: z.infer<typeof CaffeineLevelSchema>;
  isHighSalt: boolean;
  isAvailable: boolean;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The file: header, then one record per item (categories and items in the menu's order). */
export function menuCsv(rows: MenuCsvRow[]): string {
  const cell = (value: string) => spreadsheetText(value);
  const records = rows.map((r) => [
    cell(r.category),
    cell(r.categoryAr),
    cell(r.name),
    cell(r.nameAr),
    cell(r.description),
    cell(r.descriptionAr),
    sarText(r.price),
    r.calories === null ? '' : String(r.calories),
    r.caffeineLevel,
    yesNo(r.isHighSalt),
    yesNo(r.isAvailable),
  ]);
  return stringify([[...MENU_CSV_COLUMNS], ...records], { bom: true, record_delimiter: 'windows' });
}

// ---- Reading ----

const nameSchema = text(MAX_MENU_NAME, { min: 1 });
const descriptionSchema = text(MAX_MENU_DESCRIPTION, { multiline: true });
const TRUE = new Set(['yes', 'y', 'true', '1', 'نعم']);
const FALSE = new Set(['no', 'n', 'false', '0', 'لا']);

/** A cell the export protected from spreadsheets ("'=…") reads as it was typed. */
const unprotect = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

type Reader<T> = (value: string) => T | undefined;

const fromSchema =
  <T>(schema: z.ZodType<T, string>): Reader<T> =>
  (value) => {
    const parsed = schema.safeParse(unprotect(value));
    return parsed.success ? parsed.data : undefined;
  };

function booleanReader(empty: boolean): Reader<boolean> {
  return (value) => {
    const v = value.trim().toLowerCase();
    if (v === '') return empty;
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
    return undefined;
  };
}

const READERS: { [K in Column]: Reader<unknown> } = {
  category: fromSchema(nameSchema),
  category_ar: fromSchema(nameSchema),
  name: fromSchema(nameSchema),
  name_ar: fromSchema(nameSchema),
  description: fromSchema(descriptionSchema),
  description_ar: fromSchema(descriptionSchema),
  price: fromSchema(SarPriceSchema),
  calories: (value) => {
    const v = toLatinDigits(value.trim());
    if (v === '') return null;
    if (!/^\d{1,6}$/.test(v) || Number(v) > MAX_CALORIES) return undefined;
    return Number(v);
  },
  caffeine: (value) => {
    const v = value.trim().toLowerCase();
    if (v === '') return 'none';
    const parsed = CaffeineLevelSchema.safeParse(v);
    return parsed.success ? parsed.data : undefined;
  },
  high_salt: booleanReader(false),
  available: booleanReader(true),
};

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

/**
 * Reads a whole file or refuses it: MENU_IMPORT_INVALID {row, column} (row 1 = the header) names the
 * first value that cannot be read, an unknown or missing column, or an item listed twice. Answers the
 * rows (a column the file lacks reads as its default) and the columns the file has.
 */
export function readMenuCsv(csv: string): { rows: MenuCsvRow[]; present: ReadonlySet<string> } {
  const [header, ...lines] = records(csv);
  if (!header) throw invalid(1, 'category');
  const columns = header.map((h) => h.trim().toLowerCase());
  const known = new Set<string>(MENU_CSV_COLUMNS);
  const seen = new Set<string>();
  for (const column of columns) {
    if (!known.has(column) || seen.has(column)) throw invalid(1, column);
    seen.add(column);
  }
  const missing = REQUIRED.find((c) => !seen.has(c));
  if (missing) throw invalid(1, missing);
  if (lines.length === 0) throw invalid(2, 'category');
  if (lines.length > MAX_MENU_IMPORT_ROWS) throw new AppError('PAYLOAD_TOO_LARGE');

  const keys = new Set<string>();
  const rows = lines.map((cells, index) => {
    const row = index + 2;
    if (cells.length !== columns.length)
      throw invalid(row, columns[Math.min(cells.length, columns.length - 1)] ?? '');
    const value = (column: Column): unknown => {
      const at = columns.indexOf(column);
      const read = READERS[column](at === -1 ? '' : (cells[at] ?? ''));
      if (read === undefined) throw invalid(row, column);
      return read;
    };
    const parsed: MenuCsvRow = {
      category: value('category') as string,
      categoryAr: value('category_ar') as string,
      name: value('name') as string,
      nameAr: value('name_ar') as string,
      description: value('description') as string,
      descriptionAr: value('description_ar') as string,
      price: value('price') as number,
      calories: value('calories') as number | null,
      caffeineLevel: value('caffeine') as MenuCsvRow['caffeineLevel'],
      isHighSalt: value('high_salt') as boolean,
      isAvailable: value('available') as boolean,
    };
    const key = `${parsed.category.toLowerCase()}\u0000${parsed.name.toLowerCase()}`;
    if (keys.has(key)) throw invalid(row, 'name');
    keys.add(key);
    return parsed;
  });
  return { rows, present: seen };
}
