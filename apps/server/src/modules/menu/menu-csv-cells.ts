import { type Halalas, toLatinDigits } from '@sufra/domain';
import {
  CaffeineLevelSchema,
  MAX_CALORIES,
  MAX_MENU_DESCRIPTION,
  MAX_MENU_NAME,
  MAX_OPTION_QUANTITY,
  MAX_OPTIONS_PER_GROUP,
  SarPriceSchema,
  text,
} from '@sufra/domain/contracts';
import type { z } from 'zod';

/*
 * The menu CSV's columns and how each cell reads (issue 12 item 1; the category's visibility and the
 * option columns since issue 25 item 5). A reader answers undefined for a cell it cannot read: the file
 * is then refused with that row and column.
 */

/** Columns of an item's line. */
const ITEM_COLUMNS = [
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
  'category_visible',
] as const;

/** Columns of an option's line (its item's category and names are repeated in the item's columns). */
export const OPTION_COLUMNS = [
  'option_group',
  'option_group_ar',
  'group_min',
  'group_max',
  'option',
  'option_ar',
  'option_price',
  'option_max_quantity',
  'option_available',
] as const;

export const MENU_CSV_COLUMNS = [...ITEM_COLUMNS, ...OPTION_COLUMNS] as const;
export type CsvColumn = (typeof MENU_CSV_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['category', 'category_ar', 'name', 'name_ar', 'price'];
/** Left empty on an option's line. */
export const ITEM_ONLY_COLUMNS = ITEM_COLUMNS.filter(
  (c) => !['category', 'category_ar', 'name', 'name_ar'].includes(c),
);

export interface MenuCsvOption {
  name: string;
  nameAr: string;
  /** Added to the item's price. */
  price: Halalas;
  maxQuantity: number;
  isAvailable: boolean;
}

export interface MenuCsvGroup {
  name: string;
  nameAr: string;
  minSelections: number;
  maxSelections: number;
  options: MenuCsvOption[];
}

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
  /** Shown to diners; null when the file leaves it empty (a found category keeps its own). */
  categoryVisible: boolean | null;
  optionGroups: MenuCsvGroup[];
  /** The item's line in the file (read files only), for refusals found after the lines are read. */
  row?: number;
}

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

function booleanReader(empty: boolean | null): Reader<boolean | null> {
  return (value) => {
    const v = value.trim().toLowerCase();
    if (v === '') return empty;
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
    return undefined;
  };
}

/** A whole number from min to max (Arabic-Indic digits too); empty reads as `empty`. */
function countReader(min: number, max: number, empty: number | null): Reader<number | null> {
  return (value) => {
    const v = toLatinDigits(value.trim());
    if (v === '') return empty;
    if (!/^\d{1,6}$/.test(v) || Number(v) < min || Number(v) > max) return undefined;
    return Number(v);
  };
}

const priceReader: Reader<number> = (value) => (value.trim() === '' ? 0 : fromSchema(SarPriceSchema)(value));

export const CELL_READERS: { [K in CsvColumn]: Reader<unknown> } = {
  category: fromSchema(nameSchema),
  category_ar: fromSchema(nameSchema),
  name: fromSchema(nameSchema),
  name_ar: fromSchema(nameSchema),
  description: fromSchema(descriptionSchema),
  description_ar: fromSchema(descriptionSchema),
  price: fromSchema(SarPriceSchema),
  calories: countReader(0, MAX_CALORIES, null),
  caffeine: (value) => {
    const v = value.trim().toLowerCase();
    if (v === '') return 'none';
    const parsed = CaffeineLevelSchema.safeParse(v);
    return parsed.success ? parsed.data : undefined;
  },
  high_salt: booleanReader(false),
  available: booleanReader(true),
  category_visible: booleanReader(null),
  option_group: fromSchema(nameSchema),
  option_group_ar: fromSchema(nameSchema),
  // Empty: as the group's first line says (null), or optional / one choice on that first line.
  group_min: countReader(0, MAX_OPTIONS_PER_GROUP, null),
  group_max: countReader(1, MAX_OPTIONS_PER_GROUP, null),
  option: fromSchema(nameSchema),
  option_ar: fromSchema(nameSchema),
  option_price: priceReader,
  option_max_quantity: countReader(1, MAX_OPTION_QUANTITY, 1),
  option_available: booleanReader(true),
};
